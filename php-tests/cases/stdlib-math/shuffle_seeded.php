<?php
mt_srand(42);
$a = range(1, 20);
shuffle($a);
echo implode(',', $a), "\n";
$b = ['x' => 1, 'y' => 2, 'z' => 3, 4, 5];
var_dump(shuffle($b));
var_dump($b);
$e = [];
shuffle($e);
var_dump($e);
mt_srand(1);
$c = range('a', 'j');
shuffle($c);
echo implode('', $c), "\n";

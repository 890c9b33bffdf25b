<?php
$p = 30;
$q = -1;
$a = [&$p, 10, &$q, 0];
usort($a, fn($l, $r) => $l <=> $r);
var_dump($a);
$p = 'p changed';
var_dump($a);
$b = ['x' => &$q, 'y' => 5, 'z' => -3];
uasort($b, fn($l, $r) => $r <=> $l);
var_dump($b);
uksort($b, 'strcmp');
var_dump($b);
$c = [3, &$p, 1];
sort($c);
var_dump($c);

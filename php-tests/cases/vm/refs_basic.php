<?php
$a = 1;
$b = &$a;
$b = 2;
echo $a, "\n";
unset($b);
$b = 3;
echo $a, "\n";
$arr = [1, 2, 3];
$r = &$arr[1];
$r = 'two';
print_r($arr);
$copy = $arr;
$r = 'TWO';
echo $copy[1], "\n";

<?php
$a = [1, 2, 3];
$b = $a;
$b[] = 4;
echo count($a), count($b), "\n";
function modify($arr) { $arr[0] = 'changed'; return $arr; }
$c = modify($a);
echo $a[0], $c[0], "\n";
$d = [[1], [2]];
$e = $d;
$e[0][0] = 'x';
echo $d[0][0], $e[0][0], "\n";

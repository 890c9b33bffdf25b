<?php
[$a, $b] = [1, 2];
echo $a, $b, "\n";
list($c, , $d) = [3, 4, 5];
echo $c, $d, "\n";
['x' => $x, 'y' => $y] = ['y' => 'Y', 'x' => 'X'];
echo $x, $y, "\n";
[[$p, $q], $r] = [[1, 2], 3];
echo $p, $q, $r, "\n";
[$a, $b] = [$b, $a];
echo $a, $b, "\n";
[$m, $n] = [1];
var_dump($n);
foreach ([[1, 'one'], [2, 'two']] as [$num, $word]) echo "$num=$word ";
echo "\n";

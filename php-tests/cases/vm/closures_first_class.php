<?php
$len = strlen(...);
echo $len("hello"), "\n";
function double($x) { return $x * 2; }
$d = double(...);
echo $d(21), "\n";
var_dump($d instanceof Closure);
echo implode(",", array_map(double(...), [1, 2])), "\n";
$c = Closure::fromCallable('double');
echo $c(5), "\n";

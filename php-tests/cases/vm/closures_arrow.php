<?php
$factor = 3;
$triple = fn($x) => $x * $factor;
echo $triple(5), "\n";
$factor = 100;
echo $triple(5), "\n";
$nested = fn($a) => fn($b) => $a + $b + $factor;
echo $nested(1)(2), "\n";
$noCapture = fn() => $undefinedInParent ?? 'none';
echo $noCapture(), "\n";
echo implode(",", array_map(fn($v) => $v ** 2, [1, 2, 3])), "\n";

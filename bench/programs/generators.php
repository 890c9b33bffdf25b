<?php
// Generators: a producer and a filtering consumer.
function nums($n) { for ($i = 0; $i < $n; $i++) { yield $i => $i * 3; } }
function evens($g) { foreach ($g as $k => $v) { if ($v % 2 == 0) { yield $k; } } }
$s = 0;
foreach (evens(nums(4000000)) as $k) { $s += $k; }
echo $s, "\n";

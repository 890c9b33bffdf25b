<?php
// Sorting with a user comparator.
$a = [];
$x = 12345;
for ($i = 0; $i < 200000; $i++) { $x = ($x * 1103515245 + 12345) % 2147483648; $a[] = $x % 100000; }
usort($a, function ($p, $q) { return $p <=> $q; });
$c = 0;
foreach ($a as $i => $v) { $c = ($c * 7 + $v + $i) % 1000000007; }
echo $a[0], " ", $a[199999], " ", $c, "\n";

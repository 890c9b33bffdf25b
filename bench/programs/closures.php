<?php
// Closures and array_map / array_filter.
$k = 3;
$mul = function ($v) use ($k) { return $v * $k; };
$a = range(0, 99999);
$s = 0;
for ($r = 0; $r < 20; $r++) {
    $b = array_map($mul, $a);
    $c = array_filter($b, fn($v) => $v % 2 == 0);
    $s += array_sum($c) + count($c);
}
echo $s, "\n";

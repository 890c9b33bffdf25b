<?php
// Array fill, read and sum with integer keys.
$a = [];
for ($i = 0; $i < 1000000; $i++) { $a[] = $i * 2; }
$sum = 0;
for ($r = 0; $r < 10; $r++) {
    for ($i = 0; $i < 1000000; $i++) { $sum += $a[$i]; }
}
$a[5] = 7;
echo count($a), " ", $sum, " ", array_sum($a), "\n";

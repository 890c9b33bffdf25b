<?php
// Function calls: many small user-function calls with a few arguments.
function add3($a, $b, $c) { return $a + $b + $c; }
function pick($x) { return $x & 1 ? $x : $x >> 1; }
$sum = 0;
for ($i = 0; $i < 5000000; $i++) {
    $sum = ($sum + add3($i, pick($i), 1)) % 1000003;
}
echo $sum, "\n";

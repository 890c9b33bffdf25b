<?php
// Loops with integer and float arithmetic.
$x = 0; $f = 0.0;
for ($i = 0; $i < 15000000; $i++) {
    $x = ($x * 31 + $i) % 1000000007;
    $f += $i * 0.5;
}
echo $x, " ", $f, "\n";

<?php
// Recursion: naive fib(27), ten times.
function fib($n) { return $n < 2 ? $n : fib($n - 1) + fib($n - 2); }
$s = 0;
for ($r = 0; $r < 10; $r++) { $s += fib(27); }
echo $s, "\n";

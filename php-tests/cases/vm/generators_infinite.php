<?php
function naturals() { $i = 0; while (true) yield $i++; }
foreach (naturals() as $n) { if ($n > 5) break; echo $n; }
echo "\n";
function fib() { [$a, $b] = [0, 1]; while (true) { yield $a; [$a, $b] = [$b, $a + $b]; } }
$out = [];
foreach (fib() as $f) { if (count($out) >= 10) break; $out[] = $f; }
echo implode(",", $out), "\n";

<?php
srand(5);
$r = [];
for ($i = 0; $i < 6; $i++) $r[] = rand();
echo implode(' ', $r), "\n";
srand(5);
echo rand(10, 1), ' ', rand(1, 10), ' ', rand(-5, -50), "\n";
mt_srand(5);
echo mt_rand(), "\n";
try { rand(1); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

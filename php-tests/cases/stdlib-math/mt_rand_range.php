<?php
mt_srand(42);
$r = [];
for ($i = 0; $i < 20; $i++) $r[] = mt_rand(1, 6);
echo implode(' ', $r), "\n";
$r = [];
for ($i = 0; $i < 10; $i++) $r[] = mt_rand(-1000, 1000);
echo implode(' ', $r), "\n";
var_dump(mt_rand(5, 5), mt_rand(0, 1023));
try { mt_rand(10, 1); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { mt_rand(10); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
mt_srand(3); var_dump(mt_rand(), mt_rand(1, 6), rand(1, 6), rand(), mt_rand(5, 5), rand(10, 1));
var_dump(getrandmax(), mt_getrandmax());
t(fn() => mt_rand(10, 1));
t(fn() => mt_rand(1));
t(fn() => random_int(10, 1));
t(fn() => random_int(5, 5));
t(fn() => random_bytes(0));
t(fn() => random_bytes(-1));
t(fn() => strlen(random_bytes(16)));
$r = random_int(PHP_INT_MIN, PHP_INT_MAX); var_dump(is_int($r));
$r = lcg_value(); var_dump($r >= 0 && $r < 1);

<?php
$x = random_int(1, 10); var_dump($x >= 1 && $x <= 10);
var_dump(random_int(5, 5), is_int(random_int(PHP_INT_MIN, PHP_INT_MAX)));
var_dump(strlen(random_bytes(16)));
try { random_int(10, 1); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { random_bytes(0); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { random_bytes(-1); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$l = lcg_value(); var_dump($l > 0 && $l < 1);
$m = mt_rand(); var_dump($m >= 0 && $m <= mt_getrandmax());

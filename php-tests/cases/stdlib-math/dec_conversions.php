<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([0, 1, 255, -1, -255, PHP_INT_MAX, PHP_INT_MIN, 4096, 7] as $n) {
    var_dump(decbin($n), dechex($n), decoct($n));
}
t(fn() => decbin(1.5));
t(fn() => dechex("12"));
t(fn() => decoct("x"));

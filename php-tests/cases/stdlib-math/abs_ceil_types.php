<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([5, -5, 5.5, -5.5, -0.0, PHP_INT_MIN, "-3", "-3.5", " 4", true, null] as $v) {
    t(fn() => [abs($v), ceil($v), floor($v)]);
}
t(fn() => abs("x"));
t(fn() => ceil([]));
t(fn() => floor("1e3"));
t(fn() => abs("5 apples"));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([[7, 2], [-7, 2], [7, -2], [0, 5], [1, 0], [-1, 0], [0, 0], [INF, INF], [1.5, 0.5], [PHP_INT_MAX, -1]] as [$a, $b]) {
    var_dump(fdiv($a, $b));
    t(fn() => intdiv((int) $a, (int) $b));
    t(fn() => $a % ($b ?: 1));
    t(fn() => fmod($a, $b));
}
t(fn() => intdiv(PHP_INT_MIN, -1));
t(fn() => PHP_INT_MIN % -1);
t(fn() => 1 % 0);
t(fn() => 1 / 0);
t(fn() => intdiv(1.5, 1));
t(fn() => fdiv("x", 1));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => range(0.5, 3));
t(fn() => range(3, 0.5));
t(fn() => range(1, 2, 0.25));
t(fn() => range(2, 1, 0.3));
t(fn() => range(1.0, 1.0));
t(fn() => range("1.5", "3.5"));
t(fn() => range(0, 1, 0.1));
t(fn() => range(1, 2, INF));
t(fn() => range(1, INF));
t(fn() => range(NAN, 1));
t(fn() => range(1, 1.5, 2.0));
t(fn() => range(1, 2, -0.5));
t(fn() => range(2, 1, -0.5));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => range(1, 5));
t(fn() => range(5, 1));
t(fn() => range(0, 10, 3));
t(fn() => range(10, 0, 3));
t(fn() => range(10, 0, -3));
t(fn() => range(0, 10, -3));
t(fn() => range(3, 3));
t(fn() => range(1, 2, 5));
t(fn() => range(1, 2, 0));
t(fn() => range(-3, 3, 2));
t(fn() => range("1", "12", 4));
t(fn() => range(1, 3, 1.0));
t(fn() => range(1, 10, "2"));
t(fn() => range(1, 3, "x"));
t(fn() => range(1, 3, null));
t(fn() => range(true, 3));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => range([], 1));
t(fn() => range(1, new stdClass));
t(fn() => range(null, 2));
t(fn() => range(1, 2, []));
t(fn() => range(1));
t(fn() => range(1, 2, 3, 4));
t(fn() => range(5, 1, 10));
t(fn() => range(1.0, 2.0, 5.0));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => array_combine(["a", "b"], [1, 2]));
t(fn() => array_combine([1.5, true, null], ["x", "y", "z"]));
t(fn() => array_combine(["a"], [1, 2]));
t(fn() => array_combine([], []));
t(fn() => array_fill(5, 3, "v"));
t(fn() => array_fill(-3, 3, 0));
t(fn() => array_fill(0, 0, 1));
t(fn() => array_fill(0, -1, 1));
t(fn() => array_fill_keys(["a", 5, "5", 1.5, true], "v"));
t(fn() => array_fill_keys([], 1));
t(fn() => array_fill_keys("x", 1));

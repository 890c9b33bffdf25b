<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => array_sum([1, 2, 3.5]));
t(fn() => array_sum(["1", "2.5", "3e1"]));
t(fn() => array_sum([]));
t(fn() => array_sum([PHP_INT_MAX, 1]));
t(fn() => array_sum([true, null, false]));
t(fn() => array_sum(["abc", 1]));
t(fn() => array_sum([[1], 2]));
t(fn() => array_product([2, "3", 4.0]));
t(fn() => array_product([]));
t(fn() => array_product([PHP_INT_MAX, 2]));
t(fn() => array_product(["x", 2]));
t(fn() => array_product([null]));
t(fn() => array_product([[2]]));
t(fn() => array_sum("x"));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$a = [1, [2, 3, [4]], "x" => [5, 6]];
t(fn() => count($a));
t(fn() => count($a, COUNT_RECURSIVE));
t(fn() => count($a, COUNT_NORMAL));
t(fn() => count($a, 2));
t(fn() => count($a, -1));
t(fn() => sizeof($a, 1));
t(fn() => sizeof($a, 5));
t(fn() => sizeof("str"));
t(fn() => count(null));
t(fn() => count(5));
t(fn() => count([], 1));
t(fn() => count([[], [[]]], 1));

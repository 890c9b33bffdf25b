<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$cmp = fn($a, $b) => $a <=> $b;
t(fn() => array_udiff([1, 5, 3, 4], [3, 9, 1], $cmp));
t(fn() => array_udiff(["a" => "x", "b" => "Y", 3 => "z"], ["X", "y"], 'strcasecmp'));
t(fn() => array_udiff([1, 2], [2], [1], $cmp));
t(fn() => array_udiff([], [1], $cmp));
t(fn() => array_udiff([1, 2, 3], $cmp));
t(fn() => array_udiff(1, [2], $cmp));
t(fn() => array_udiff([1], 2, $cmp));
t(fn() => array_udiff([1], [2], 'no_such_function'));
t(fn() => array_udiff([1], [2], 42));
t(fn() => array_udiff([1]));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => array_pad([1, 2], 5, 0));
t(fn() => array_pad([1, 2], -5, 0));
t(fn() => array_pad(["a" => 1, 5 => 2], 4, "x"));
t(fn() => array_pad([1, 2, 3], 2, 0));
t(fn() => array_chunk([1, 2, 3, 4, 5], 2));
t(fn() => array_chunk(["a" => 1, "b" => 2, "c" => 3], 2, true));
t(fn() => array_chunk([1], 0));
t(fn() => array_chunk([], 3));
t(fn() => array_chunk([1, 2], 5));

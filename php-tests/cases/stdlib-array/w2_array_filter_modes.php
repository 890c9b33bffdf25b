<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$a = ["a" => 1, "b" => 0, "c" => null, "d" => "x", "e" => "0", "f" => [], 7 => 2];
t(fn() => array_filter($a));
t(fn() => array_filter($a, fn($v) => is_int($v)));
t(fn() => array_filter($a, fn($k) => is_string($k), ARRAY_FILTER_USE_KEY));
t(fn() => array_filter($a, fn($v, $k) => $k === "d" || $v === 2, ARRAY_FILTER_USE_BOTH));
t(fn() => array_filter($a, null));
t(fn() => array_filter($a, fn($v) => $v, 99));
t(fn() => array_filter([], "nope"));
t(fn() => array_filter("x"));

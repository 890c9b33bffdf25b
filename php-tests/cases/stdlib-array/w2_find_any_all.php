<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$a = ["a" => 1, "b" => 2, "c" => 3, "d" => 4];
t(fn() => array_find($a, fn($v) => $v > 2));
t(fn() => array_find_key($a, fn($v) => $v > 2));
t(fn() => array_find($a, fn($v, $k) => $k === "b"));
t(fn() => array_find($a, fn($v) => $v > 10));
t(fn() => array_find_key([], fn($v) => true));
t(fn() => array_any($a, fn($v) => $v % 2 === 0));
t(fn() => array_any([], fn($v) => true));
t(fn() => array_all($a, fn($v) => $v > 0));
t(fn() => array_all($a, fn($v, $k) => $k !== "d"));
t(fn() => array_all([], fn($v) => false));
t(fn() => array_find($a, "nope"));
t(fn() => array_any(5, fn($v) => true));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => array_key_first(["x" => 1, "y" => 2]));
t(fn() => array_key_last(["x" => 1, "y" => 2, 5 => 3]));
t(fn() => array_key_first([]));
t(fn() => array_key_last([]));
t(fn() => array_first([3, 4]));
t(fn() => array_last(["a" => 3, "b" => 4]));
t(fn() => array_first([]));
t(fn() => array_last([]));
t(fn() => array_key_first("x"));
$a = [1, 2, 3]; array_pop($a); t(fn() => array_key_last($a));
$a = [1, 2, 3]; unset($a[0]); t(fn() => array_key_first($a));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => array_is_list([]));
t(fn() => array_is_list([1, 2, 3]));
t(fn() => array_is_list([1 => 1, 2 => 2]));
t(fn() => array_is_list(["a" => 1]));
t(fn() => array_is_list([0 => "a", "1" => "b"]));
$a = [1, 2, 3]; unset($a[1]); t(fn() => array_is_list($a));
$a = [1, 2, 3]; unset($a[2]); t(fn() => array_is_list($a));
$a = [1 => 1, 0 => 0]; t(fn() => array_is_list($a));
t(fn() => array_is_list("x"));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$a = ["a" => 1, 5 => 2, 3, "b" => 4, 10 => 5];
t(fn() => array_slice($a, 1));
t(fn() => array_slice($a, 1, 2, true));
t(fn() => array_slice($a, -2));
t(fn() => array_slice($a, -2, -1, true));
t(fn() => array_slice($a, 0, null, true));
t(fn() => array_slice($a, 10));
t(fn() => array_slice($a, 0, "x"));
t(fn() => array_slice($a, "y"));
t(fn() => array_slice([], 0, 1));

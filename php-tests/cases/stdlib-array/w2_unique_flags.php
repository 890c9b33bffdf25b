<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$a = [4, "4", "3", 4.0, 3, "a", "A", "b", 0, "0", null, false, ""];
t(fn() => array_unique($a));
t(fn() => array_unique($a, SORT_REGULAR));
t(fn() => array_unique($a, SORT_NUMERIC));
t(fn() => array_unique($a, SORT_STRING));
t(fn() => array_unique(["a" => "green", "red", "b" => "green", "blue", "red"]));
t(fn() => array_unique([]));
t(fn() => array_unique(["10", "1e1", 10.0, "010"], SORT_NUMERIC));

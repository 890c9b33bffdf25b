<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$k = fn($a, $b) => $a <=> $b;
t(fn() => array_intersect_ukey(["blue" => 1, "red" => 2, "green" => 3, "purple" => 4], ["green" => 5, "blue" => 6, "yellow" => 7, "cyan" => 8], $k));
t(fn() => array_intersect_ukey([10, 20, 30], [1 => 0, 2 => 0], [2 => 5], $k));
t(fn() => array_intersect_ukey(["A" => 1, "b" => 2], ["a" => 3], fn($a, $b) => strcasecmp($a, $b)));
t(fn() => array_intersect_ukey([1], [1], "unknown_function"));
t(fn() => array_intersect_ukey([1], [1], [1, 2]));

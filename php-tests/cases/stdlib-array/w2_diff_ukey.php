<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$k = function ($a, $b) { if ($a === $b) return 0; return $a > $b ? 1 : -1; };
t(fn() => array_diff_ukey(["blue" => 1, "red" => 2, "green" => 3, "purple" => 4], ["green" => 5, "blue" => 6, "yellow" => 7, "cyan" => 8], $k));
t(fn() => array_diff_ukey([0 => "a", 1 => "b", 2 => "c"], [0 => "x", 2 => "y"], [1 => "z"], $k));
t(fn() => array_diff_ukey(["a" => 1, "B" => 2], ["A" => 9], fn($a, $b) => strcasecmp($a, $b)));
t(fn() => array_diff_ukey([1, 2], [5 => 1], "strcmp"));
t(fn() => array_diff_ukey([1], [2], "unknown_function"));
t(fn() => array_diff_ukey("x", [2], $k));

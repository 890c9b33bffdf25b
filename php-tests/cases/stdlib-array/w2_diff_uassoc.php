<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$k = function ($a, $b) { if ($a === $b) return 0; return $a > $b ? 1 : -1; };
t(fn() => array_diff_uassoc(["a" => "green", "b" => "brown", "c" => "blue", "red"], ["a" => "green", "yellow", "red"], $k));
t(fn() => array_diff_uassoc([1, "2", 3.0], ["1", 2, "3"], $k));
t(fn() => array_diff_uassoc(["0.5" => 1, 2 => 2], ["0.5" => "1", "2" => "2"], "strcmp"));
t(fn() => array_diff_uassoc([1, 2], [1, 2], [3], $k));
t(fn() => array_diff_uassoc([1], [1], [1, 2, 3, 4]));
t(fn() => array_diff_uassoc([1], [1]));

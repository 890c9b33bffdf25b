<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$k = fn($a, $b) => strcasecmp((string)$a, (string)$b);
t(fn() => array_intersect_uassoc(["a" => "green", "b" => "brown", "c" => "blue", "red"], ["a" => "GREEN", "B" => "brown", "yellow", "red"], $k));
t(fn() => array_intersect_uassoc([1, "2", 3], ["1", 2, 4], fn($a, $b) => $a <=> $b));
t(fn() => array_intersect_uassoc(["x" => 1.0], ["X" => "1"], $k));
t(fn() => array_intersect_uassoc([1], "no", $k));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$cmp = fn($a, $b) => strcasecmp($a, $b);
t(fn() => array_udiff_assoc(["a" => "green", "b" => "brown", "c" => "blue", "red"], ["a" => "GREEN", "B" => "brown", "yellow", "red"], $cmp));
t(fn() => array_udiff_assoc([0 => "1", 1 => "2"], ["0" => "1", "1" => "3"], $cmp));
t(fn() => array_udiff_assoc([1.5 => "a", true => "b"], [1 => "a"], $cmp));
t(fn() => array_udiff_assoc(["x" => 1], ["x" => 1], ["x" => 2], fn($a, $b) => $a - $b));
t(fn() => array_udiff_assoc([1], "x", $cmp));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$cmp = fn($a, $b) => strcasecmp($a, $b);
t(fn() => array_uintersect_assoc(["a" => "green", "b" => "brown", "c" => "blue", "red"], ["a" => "GREEN", "B" => "brown", "yellow", "red"], $cmp));
t(fn() => array_uintersect_assoc([1, 2, 3], [1, 5, 3], [1, 2, 3], fn($a, $b) => $a <=> $b));
t(fn() => array_uintersect_assoc(["1" => "x"], [1 => "X"], $cmp));
t(fn() => array_uintersect_assoc([1], [1], "nofunc"));

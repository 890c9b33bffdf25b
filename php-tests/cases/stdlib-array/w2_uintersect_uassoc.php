<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$cmp = fn($a, $b) => strcasecmp($a, $b);
t(fn() => array_uintersect_uassoc(["a" => "green", "b" => "brown", "c" => "blue", "red"], ["a" => "GREEN", "B" => "brown", "yellow", "red"], $cmp, $cmp));
t(fn() => array_uintersect_uassoc([1, 2, 3], [2 => 3, 1 => 2], fn($a, $b) => $a <=> $b, fn($a, $b) => $a <=> $b));
t(fn() => array_uintersect_uassoc([1], [1], $cmp));

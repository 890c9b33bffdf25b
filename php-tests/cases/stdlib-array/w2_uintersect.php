<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$cmp = fn($a, $b) => strcasecmp($a, $b);
t(fn() => array_uintersect(["a" => "green", "b" => "brown", "c" => "blue", "red"], ["a" => "GREEN", "B" => "brown", "yellow", "red"], $cmp));
t(fn() => array_uintersect([1, 2, 3, 4], [4, 2], [2, 4, 9], fn($a, $b) => $a <=> $b));
t(fn() => array_uintersect([1, 2], [], fn($a, $b) => $a <=> $b));
t(fn() => array_uintersect([[1], [2]], [[2]], fn($a, $b) => $a <=> $b));
t(fn() => array_uintersect([1], 5, $cmp));
t(fn() => array_uintersect([1], [1], null));

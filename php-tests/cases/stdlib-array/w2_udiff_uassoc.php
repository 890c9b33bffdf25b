<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$v = fn($a, $b) => $a <=> $b;
$k = fn($a, $b) => strcasecmp((string)$a, (string)$b);
t(fn() => array_udiff_uassoc(["a" => 1, "b" => 2, "C" => 3, 4], ["A" => 1, "b" => 5, "c" => 3], $v, $k));
t(fn() => array_udiff_uassoc([1, 2, 3], [1, 2, 3], $v, $k));
t(fn() => array_udiff_uassoc([1, 2, 3], [3 => 1], $v, $k));
t(fn() => array_udiff_uassoc([1], [1], $v));
t(fn() => array_udiff_uassoc([1], [1], $v, "nope"));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => array_map(null, [1, 2, 3], ["a", "b"]));
t(fn() => array_map(null, [1, 2]));
t(fn() => array_map(null, ["x" => 1, "y" => 2]));
t(fn() => array_map(fn($a, $b) => $a . $b, ["k" => 1, 2], [3, 4, 5]));
t(fn() => array_map(fn($a) => $a * 2, ["k" => 1, "j" => 2]));
t(fn() => array_map(null, []));
t(fn() => array_map(null, [], [1]));
t(fn() => array_map(fn() => 1, [1], 5));
t(fn() => array_map("nope", [1]));
t(fn() => array_map(fn($a, $b, $c) => [$a, $b, $c], [1], [2, 3], [4, 5, 6]));

<?php
$calls = [
    fn() => sqrt("abc"), fn() => sin([]), fn() => fmod("x", 1), fn() => hypot(1, "y"),
    fn() => log(1, "b"), fn() => mt_rand("a", 5), fn() => mt_srand("s"), fn() => str_shuffle([]),
    fn() => shuffle($x), fn() => array_rand("s"), fn() => random_int("a", 1), fn() => round(1, "p"),
];
foreach ($calls as $c) {
    try { var_dump($c()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump(sqrt(null), abs(null), floor(null));

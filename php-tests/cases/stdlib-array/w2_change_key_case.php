<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$a = ["FirSt" => 1, "SecOnd" => 4, 5 => "five", "third" => 3];
t(fn() => array_change_key_case($a));
t(fn() => array_change_key_case($a, CASE_UPPER));
t(fn() => array_change_key_case($a, CASE_LOWER));
t(fn() => array_change_key_case($a, -5));
t(fn() => array_change_key_case(["a" => 1, "A" => 2, "b" => 3], CASE_UPPER));
t(fn() => array_change_key_case(["é" => 1, "Ä" => 2]));
t(fn() => array_change_key_case([]));
t(fn() => array_change_key_case($a, "x"));
t(fn() => array_change_key_case("no"));
var_dump(CASE_LOWER, CASE_UPPER);

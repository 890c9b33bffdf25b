<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_intersect([1, "2", 3, "a" => 4, 5], [2, "4", 5], ["5", 4, "2"]));
var_dump(array_intersect_key(["a" => 1, "b" => 2, 3 => 3], ["a" => 0, "3" => 0]));
var_dump(array_intersect_assoc(["a" => "g", "b" => "1", "c" => 2], ["a" => "g", "b" => 1, "c" => "x"]));
var_dump(array_intersect(["x"]));
t(fn() => array_intersect([1], "x"));
t(fn() => array_intersect_key([1], [1], 3));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_replace([1, 2, 3], [1 => "b"], [3 => "d"]));
var_dump(array_replace(["a" => 1]));
var_dump(array_replace_recursive(["a" => [1, 2, 3], "b" => 1], ["a" => [1 => "x"], "b" => [5]]));
t(fn() => array_replace(1, []));
t(fn() => array_replace([], 1));
t(fn() => array_replace_recursive([], [], 3));

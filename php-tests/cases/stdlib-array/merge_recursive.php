<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_merge_recursive(["a" => 1, "b" => [1, 2]], ["a" => 2, "b" => [3], 5 => "x"]));
var_dump(array_merge_recursive(["k" => ["x" => 1]], ["k" => ["x" => 2, "y" => 3]]));
var_dump(array_merge_recursive(["k" => null], ["k" => "v"]));
t(fn() => array_merge_recursive([1], "s"));

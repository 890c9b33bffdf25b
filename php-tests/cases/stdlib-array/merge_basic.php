<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_merge([1, 2], ["a" => 1, 5 => 3], [9 => "x", "a" => 2]));
var_dump(array_merge());
var_dump(array_merge(["3" => "a"], ["b"]));
t(fn() => array_merge([1], 2));
t(fn() => array_merge(null));

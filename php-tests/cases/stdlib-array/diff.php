<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_diff([1, "2", 3, "a" => 4, 5], [2, "4"], ["5"]));
var_dump(array_diff(["a", "b"]));
var_dump(array_diff([1.0, "1", true, null, ""], ["1"]));
t(fn() => array_diff([1], 2));
t(fn() => array_diff(1, [2]));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_unique([3, "3", 1, "a", "A", 1.0, "1"]));
var_dump(array_unique(["b" => 2, "a" => 1, "c" => 2]));
var_dump(array_unique([4, "4", 3, "3a", "3"], SORT_NUMERIC));
var_dump(array_unique(["a", "A", "b", "a"], SORT_REGULAR));
var_dump(array_unique([10, "10", "1e1", 1e1], SORT_REGULAR));
var_dump(array_unique([]));

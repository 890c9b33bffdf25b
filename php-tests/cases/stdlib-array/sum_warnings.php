<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_sum([1, "abc", "3x", [1], 2]));
var_dump(array_product([2, "x", 3]));
var_dump(array_product([2, [1], 3]));
t(fn() => array_sum(5));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_sum([1, 2, 3]));
var_dump(array_sum([1, 2.5]));
var_dump(array_sum([]));
var_dump(array_sum(["3", "4.5", true, null]));
var_dump(array_sum([PHP_INT_MAX, 1]));
var_dump(array_product([2, "3", 4]));
var_dump(array_product([]));
var_dump(array_product([2, 0.5]));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_chunk([1, 2, 3, 4, 5], 2));
var_dump(array_chunk(["a" => 1, "b" => 2, "c" => 3], 2, true));
var_dump(array_chunk([], 3));
t(fn() => array_chunk([1], 0));
t(fn() => array_chunk([1], -5));

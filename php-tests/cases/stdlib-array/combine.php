<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_combine(["a", "b", 3, "4", 1.5, true, null], [1, 2, 3, 4, 5, 6, 7]));
var_dump(array_combine([], []));
t(fn() => array_combine([1, 2], [1]));
t(fn() => array_combine("a", []));

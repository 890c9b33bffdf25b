<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_fill(5, 3, "v"));
var_dump(array_fill(-3, 3, 0));
var_dump(array_fill(0, 0, 1));
t(fn() => array_fill(0, -1, 1));
t(fn() => array_fill("x", 1, 1));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_reduce([1, 2, 3], fn($c, $i) => $c + $i, 0));
var_dump(array_reduce([], fn($c, $i) => $c + $i));
var_dump(array_reduce([], fn($c, $i) => $c + $i, "init"));
var_dump(array_reduce(["a", "b"], fn($c, $i) => $c . $i, ">"));
t(fn() => array_reduce([1], "nope"));
t(fn() => array_reduce("x", "strlen"));

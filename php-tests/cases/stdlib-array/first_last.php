<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_first([3 => "a", "x" => "b"]));
var_dump(array_last([3 => "a", "x" => "b"]));
var_dump(array_first([]));
var_dump(array_last([]));
t(fn() => array_first("s"));
t(fn() => array_last(1));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_key_first(["x" => 1, 2, 3]));
var_dump(array_key_last(["x" => 1, 2, 3]));
var_dump(array_key_first([]));
var_dump(array_key_last([]));
$a = [1, 2, 3]; unset($a[2]);
var_dump(array_key_last($a));
t(fn() => array_key_first("a"));

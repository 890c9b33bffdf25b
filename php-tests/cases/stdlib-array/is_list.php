<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_is_list([]));
var_dump(array_is_list([1, 2]));
var_dump(array_is_list([1 => 1]));
var_dump(array_is_list(["a" => 1]));
$a = [1, 2, 3]; unset($a[1]);
var_dump(array_is_list($a));
t(fn() => array_is_list(null));

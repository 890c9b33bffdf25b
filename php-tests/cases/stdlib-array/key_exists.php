<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["a" => null, 1 => 2, "" => 3];
var_dump(array_key_exists("a", $a));
var_dump(array_key_exists("b", $a));
var_dump(array_key_exists(1, $a));
var_dump(array_key_exists("1", $a));
var_dump(array_key_exists(null, $a));
var_dump(array_key_exists(true, $a));
var_dump(key_exists("a", $a));
t(fn() => array_key_exists([], $a));
t(fn() => array_key_exists("a", "str"));
t(fn() => key_exists("a", 5));

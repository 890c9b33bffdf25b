<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["x" => 1, "y" => 4, "z" => 6];
var_dump(array_find($a, fn($v) => $v > 3));
var_dump(array_find_key($a, fn($v) => $v > 3));
var_dump(array_find($a, fn($v, $k) => $k === "z"));
var_dump(array_find($a, fn($v) => $v > 10));
var_dump(array_find_key($a, fn($v) => $v > 10));
var_dump(array_any($a, fn($v) => $v % 2 == 1));
var_dump(array_any([], fn($v) => true));
var_dump(array_all($a, fn($v) => $v > 0));
var_dump(array_all($a, fn($v) => $v > 1));
var_dump(array_all([], fn($v) => false));

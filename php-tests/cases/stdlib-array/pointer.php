<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["a" => 1, "b" => 2, "c" => 3];
var_dump(current($a), key($a));
var_dump(next($a), key($a));
var_dump(next($a), next($a), key($a), current($a));
var_dump(prev($a));
var_dump(end($a), key($a));
var_dump(prev($a), pos($a));
var_dump(reset($a), key($a));
$e = [];
var_dump(current($e), key($e), next($e), reset($e), end($e));

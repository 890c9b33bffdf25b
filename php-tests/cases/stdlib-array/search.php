<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["a" => 1, "b" => "1", "c" => null, 7 => "x"];
var_dump(array_search("1", $a));
var_dump(array_search("1", $a, true));
var_dump(array_search(null, $a));
var_dump(array_search("zz", $a));
var_dump(array_search("x", $a));
t(fn() => array_search(1, "nope"));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["a" => 1, "b" => 2, 3, 4];
$r = array_splice($a, 1, 2);
var_dump($r, $a);
$a = [3 => "x", 7 => "y"];
array_splice($a, 1, 0, ["k" => "ins"]);
var_dump($a);
$a[] = "z";
var_dump($a);

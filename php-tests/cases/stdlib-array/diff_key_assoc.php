<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["a" => 1, "b" => 2, 0 => 3, 1 => 4];
var_dump(array_diff_key($a, ["a" => 9, "0" => 9]));
var_dump(array_diff_assoc($a, ["a" => "1", "b" => 3, 0 => 3]));
var_dump(array_diff_key($a, [], ["b" => 1]));
t(fn() => array_diff_key($a, null));
t(fn() => array_diff_assoc($a, 1.5));

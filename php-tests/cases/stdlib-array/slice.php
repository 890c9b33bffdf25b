<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["a" => 1, 5 => 2, 3, 4, "b" => 5];
var_dump(array_slice($a, 1));
var_dump(array_slice($a, 1, 2, true));
var_dump(array_slice($a, -2));
var_dump(array_slice($a, -2, -1));
var_dump(array_slice($a, 10));
var_dump(array_slice($a, 0, null, true));
var_dump(array_slice($a, -10, 2));
var_dump(array_slice([1, 2, 3], 1, -5));

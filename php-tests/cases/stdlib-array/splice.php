<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = [1, 2, 3, 4, 5];
var_dump(array_splice($a, 1, 2), $a);
$a = ["x" => 1, 5 => 2, 6 => 3];
var_dump(array_splice($a, 1, 1, ["r1", "r2"]), $a);
$a = [1, 2, 3];
var_dump(array_splice($a, -1, 0, "s"), $a);
$a = [1, 2, 3];
var_dump(array_splice($a, 1), $a);
$a = [1, 2, 3, 4];
var_dump(array_splice($a, 1, -1, [9]), $a);
$a = [1, 2];
var_dump(array_splice($a, 5, 1, [7]), $a);

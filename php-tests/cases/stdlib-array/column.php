<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$rows = [["id" => 3, "n" => "a", "o" => "x"], ["id" => 5, "n" => "b"], ["n" => "c"], "skip", ["id" => 9]];
var_dump(array_column($rows, "n"));
var_dump(array_column($rows, "n", "id"));
var_dump(array_column($rows, null, "id"));
var_dump(array_column([[1, 2], [3, 4]], 1, 0));
t(fn() => array_column($rows, []));
t(fn() => array_column($rows, "n", []));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(implode(",", [1, 2, 3]), implode([1, 2, 3]), implode(", ", []), join("-", ["a", "b"]), implode(",", ["a" => 1, "b" => true, "c" => null, "d" => 1.5, "e" => false]));
t(fn() => implode([1, 2], ","));
t(fn() => implode("x"));
t(fn() => implode(1));
t(fn() => implode(",", "abc"));
t(fn() => implode([1], [2]));
t(fn() => implode(",", [[1], 2]));
t(fn() => join("x"));

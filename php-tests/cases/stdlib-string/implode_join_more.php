<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
class S { function __toString(): string { return "S!"; } }
t(fn() => implode(", ", [1, 2.5, true, false, null, "x", new S, -0.0, 1e25]));
t(fn() => implode([1, 2, 3]));
t(fn() => implode(", ", []));
t(fn() => implode([1, 2], ", "));
t(fn() => join("-", ["a" => 1, "b" => 2]));
t(fn() => implode(", ", [[1], 2]));
t(fn() => implode(", ", [new stdClass]));
t(fn() => implode(", ", "notarray"));
t(fn() => implode("x"));
t(fn() => implode([1, 2], [3]));
t(fn() => implode(", ", [1.0, 0.1 + 0.2, 100000000000000000000.0, 1.5e-7]));

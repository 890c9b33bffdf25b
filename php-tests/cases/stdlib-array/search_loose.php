<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_search(0, ["a", "b", 0]));
var_dump(array_search("1e1", ["10"]));
var_dump(array_search(null, [0, ""]));
var_dump(array_search([1], [[1], [2]]));
var_dump(array_search("abc", [0]));

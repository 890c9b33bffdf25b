<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_flip(["a", "b", "a", 5 => 10, "x" => "1"]));
var_dump(array_flip([1.5, true, null, [1], "ok"]));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_merge(["10" => "a", "x" => "b"], ["10" => "c", "x" => "d"]));
var_dump(array_replace(["10" => "a"], ["10" => "c", "11" => "e"]));
var_dump(["a" => 1] + ["a" => 2, "b" => 3]);

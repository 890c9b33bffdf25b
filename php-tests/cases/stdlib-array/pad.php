<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_pad([1, 2], 4, 0));
var_dump(array_pad([1, 2], -4, 0));
var_dump(array_pad(["a" => 1, 5 => 2], 3, null));
var_dump(array_pad(["a" => 1, 5 => 2], -3, null));
var_dump(array_pad([1, 2, 3], 2, 0));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_reverse([1, 2, "a" => 3, 4]));
var_dump(array_reverse([1, 2, "a" => 3, 4], true));
var_dump(array_reverse([]));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_fill_keys(["a", 5, "10", 1.5, true, null], 0));
t(fn() => array_fill_keys("a", 0));

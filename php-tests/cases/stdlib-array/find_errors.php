<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => array_find([1], "nope"));
t(fn() => array_find_key(1, fn() => 1));
t(fn() => array_any([1], null));
t(fn() => array_all([1], [1, 2, 3]));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => array_flip("x"));
t(fn() => array_pad("x", 1, 1));
t(fn() => array_pad([1], "x", 1));
t(fn() => array_chunk(null, 1));
t(fn() => array_slice([1], "a"));
t(fn() => array_slice(1, 1));
t(fn() => array_reverse(1.5));
t(fn() => array_count_values("x"));
t(fn() => array_column(1, 1));
t(fn() => array_unique("x"));
t(fn() => array_product(null));
t(fn() => array_fill_keys(null, 1));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => array_merge_recursive());
t(fn() => array_combine([1]));
t(fn() => array_flip());
t(fn() => array_slice([1]));
t(fn() => array_reverse([1], true, 3));
t(fn() => array_search(1));
t(fn() => array_sum([1], 2));
t(fn() => array_unique());
t(fn() => array_fill(1, 2));
t(fn() => array_key_first());

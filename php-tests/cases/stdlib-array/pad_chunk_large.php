<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(count(array_pad([], 1000, 0)));
var_dump(count(array_chunk(range(1, 100), 7)));
var_dump(array_sum(range(1, 1000)));
var_dump(array_product(range(1, 20)));
var_dump(array_product(range(1, 21)));

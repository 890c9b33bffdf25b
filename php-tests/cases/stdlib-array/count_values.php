<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_count_values([1, "1", "a", "A", "a", 2]));
var_dump(array_count_values([1.5, true, null, "x"]));

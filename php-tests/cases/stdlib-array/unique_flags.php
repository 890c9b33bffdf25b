<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_unique(["a" => "x", "b" => "X", "c" => "x"], SORT_STRING | SORT_FLAG_CASE));
var_dump(array_unique(["10", "1e1", 10.0, "010"], SORT_NUMERIC));
var_dump(array_unique(["10", "1e1", 10.0, "010"], SORT_STRING));
var_dump(array_unique(["img1", "IMG1", "img01"], SORT_NATURAL));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(array_slice([1, 2, 3, 4], offset: 1, preserve_keys: true));
var_dump(array_fill(start_index: 2, count: 2, value: "v"));
var_dump(array_search("b", haystack: ["a", "b"]));
var_dump(array_column(array: [["a" => 1, "b" => 2]], column_key: "b", index_key: "a"));

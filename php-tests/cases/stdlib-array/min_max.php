<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(min(3, 1, 2), max(3, 1, 2));
var_dump(min([4, "3", 5]), max([4, "30", 5]));
var_dump(min("apple", "banana"), max("10", "9"));
var_dump(min([1, 2], [1, 3]), max([1, 2], 5));
var_dump(min(0, "a"), max(0, "a"));
var_dump(max("abc", 0), min("abc", 0));
var_dump(min(1, 1.0), max(1.0, 1));
var_dump(max([1, 2, 3], [4]), min(null, false, 0));

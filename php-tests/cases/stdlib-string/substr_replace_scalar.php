<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(substr_replace("Hello", "J", 0, 1), substr_replace("Hello", "xx", 1), substr_replace("Hello", "xx", -2), substr_replace("Hello", "xx", 1, -2));
var_dump(substr_replace("Hello", "xx", 10), substr_replace("Hello", "xx", -10, 1), substr_replace("Hello", "", 1, 2), substr_replace("Hello", "X", 2, 0));
var_dump(substr_replace("Hello", ["A", "B"], 0, 1), substr_replace("Hello", [], 0, 1), substr_replace("Hello", "Z", 1, null));
t(fn() => substr_replace("Hello", "X", [1], 1));
t(fn() => substr_replace("Hello", "X", 1, [1]));

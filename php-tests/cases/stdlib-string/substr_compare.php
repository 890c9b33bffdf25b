<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(substr_compare("abcde", "bc", 1, 2), substr_compare("abcde", "de", -2, 2), substr_compare("abcde", "bcg", 1, 2), substr_compare("abcde", "BC", 1, 2, true));
var_dump(substr_compare("abcde", "bc", 1, 3), substr_compare("abcde", "cd", 1, 2), substr_compare("abcde", "x", 0, 0), substr_compare("abcde", "abcdef", 0));
t(fn() => substr_compare("abcde", "a", 10));
t(fn() => substr_compare("abcde", "a", 0, -1));

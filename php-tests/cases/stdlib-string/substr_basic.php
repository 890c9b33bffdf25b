<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(substr("abcdef", 1), substr("abcdef", 1, 3), substr("abcdef", 0, 4), substr("abcdef", 0, 8));
var_dump(substr("abcdef", -1), substr("abcdef", -2), substr("abcdef", -3, 1));
var_dump(substr("abcdef", 0, -1), substr("abcdef", 2, -1), substr("abcdef", 4, -4), substr("abcdef", -3, -1));
var_dump(substr("abc", 3), substr("abc", 4), substr("abc", -10), substr("abc", 1, null), substr("", 0));
var_dump(substr("abc", -10, -5), substr("abc", 0, 0));

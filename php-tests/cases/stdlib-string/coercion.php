<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(str_pad(5, 3, 0, STR_PAD_LEFT), strrev(12.5), substr(12345, 1, 2), strpos(12345, 3), str_repeat(true, 3));
var_dump(explode(1, "a1b1c"), implode(0.5, [1, 2]), strtoupper(1e100), substr("abcdef", "2", "3"), substr("abcdef", 1.0));
var_dump(substr("abcdef", 1.5));
var_dump(substr("abcdef", "1.5"));

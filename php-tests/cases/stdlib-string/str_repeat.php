<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(str_repeat("ab", 3), str_repeat("x", 0), str_repeat("", 5), str_repeat(7, 2));
t(fn() => str_repeat("x", -1));
t(fn() => str_repeat("x", "a"));
t(fn() => str_repeat([], 1));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(str_split("abcdef"), str_split("abcdef", 4), str_split("abc", 5), str_split(""), str_split("abc", 1));
t(fn() => str_split("abc", 0));
t(fn() => str_split("abc", -1));

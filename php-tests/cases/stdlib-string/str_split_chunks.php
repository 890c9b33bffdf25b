<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(str_split("abcdef"), str_split("abcdef", 4), str_split("abc", 10), str_split(""), str_split("a"), str_split("héllo", 2));
t(fn() => str_split("abc", 0));
t(fn() => str_split("abc", -2));
t(fn() => chunk_split("abcdefgh", 3, "\r\n"));
t(fn() => chunk_split("abcdefgh", 8));
t(fn() => chunk_split("abcdefgh", 100, "|"));
t(fn() => chunk_split("abc", -1));

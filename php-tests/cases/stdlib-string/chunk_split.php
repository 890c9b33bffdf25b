<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(chunk_split("abcdefg", 2), chunk_split("abcdefg", 3, "|"), chunk_split("abc", 10, "-"), chunk_split("abcd", 2, ""), chunk_split("", 2));
t(fn() => chunk_split("abc", 0));

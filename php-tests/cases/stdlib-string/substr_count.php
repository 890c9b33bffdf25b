<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(substr_count("hello hello", "ll"), substr_count("aaa", "aa"), substr_count("abcabc", "abc", 1), substr_count("abcabc", "abc", 0, 3));
var_dump(substr_count("abcabc", "abc", -3), substr_count("abcabc", "abc", 1, -1));
t(fn() => substr_count("abc", ""));
t(fn() => substr_count("abc", "a", 5));
t(fn() => substr_count("abc", "a", -5));
t(fn() => substr_count("abc", "a", 1, 5));
t(fn() => substr_count("abc", "a", 1, -5));

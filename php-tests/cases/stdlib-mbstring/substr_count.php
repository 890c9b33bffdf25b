<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_substr_count("日本語日本語日本", "日本"), mb_substr_count("aaaa", "aa"), mb_substr_count("abc", "d"), mb_substr_count("", "a"));
var_dump(mb_substr_count("a\x80a\x80", "\x80"), mb_substr_count("a\x80a\x80", "a"), mb_substr_count("\x00a\x00a", "\x00a", "UTF-16BE"));
t(fn() => mb_substr_count("abc", ""));
t(fn() => mb_substr_count("abc", "a", "bad"));

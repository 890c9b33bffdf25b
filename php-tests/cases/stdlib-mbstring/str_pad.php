<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_str_pad("ä", 5, "éb", STR_PAD_BOTH), mb_str_pad("日本", 6, "語"), mb_str_pad("日本", 6, "語", STR_PAD_LEFT), mb_str_pad("日本", 7, "ab", STR_PAD_BOTH), mb_str_pad("abc", 2), mb_str_pad("abc", -5), mb_str_pad("", 3, "é"));
var_dump(mb_str_pad("abc", 6, "xyz", STR_PAD_LEFT, "ASCII"), bin2hex(mb_str_pad("a", 3, "\xe9", STR_PAD_RIGHT, "ISO-8859-1")));
var_dump(bin2hex(mb_str_pad("a\x80b", 5, "\xE3\x81")));
t(fn() => mb_str_pad("a", 5, ""));
t(fn() => mb_str_pad("a", 5, "x", 7));
t(fn() => mb_str_pad("abc", 1, ""));
t(fn() => mb_str_pad("abc", 1, "x", 9));
t(fn() => mb_str_pad("abc", 5, "", 1, "bad"));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_trim("  \u{3000}ä\n"), mb_trim("xxäxx", "x"), mb_ltrim("  a  "), mb_rtrim("  a  "), mb_trim("\u{85}\u{a0}\u{2028}\u{feff}a\u{180e}\u{200b}"));
var_dump(mb_trim("日本語日", "日"), mb_ltrim("日本語日", "日本"), mb_rtrim("日本語日", "語日"), mb_trim("abc", ""), mb_trim(""), mb_trim("   "), mb_trim("\u{3000}\u{3000}"));
var_dump(mb_trim("\0\t\n\v\f\r a \0"), mb_trim("aba", "ab"), mb_trim("abcba", "abc"), mb_trim(" x ", null));
var_dump(bin2hex(mb_trim(" a\x80 ")), bin2hex(mb_trim("\x80a\x80", "\x80")), bin2hex(mb_trim(" \xe9 ", null, "ISO-8859-1")));
t(fn() => mb_trim("a", " ", "bad"));

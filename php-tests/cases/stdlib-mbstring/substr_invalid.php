<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(bin2hex(mb_substr("\x80\x80abc", 1)), bin2hex(mb_substr("a\xE3\x81bc", 1, 2)), bin2hex(mb_substr("ab\xFFcd", 0)));
var_dump(bin2hex(mb_substr("abc\xC3", -1)), bin2hex(mb_substr("\xC3\xA9\xC3", 0, 5)));
t(fn() => mb_substr("abcd", PHP_INT_MIN, 4));
t(fn() => mb_substr("abcd", 0, PHP_INT_MIN));
var_dump(mb_substr("abcd", PHP_INT_MAX, PHP_INT_MAX), mb_substr("abcd", -PHP_INT_MAX, 2));

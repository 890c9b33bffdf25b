<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_detect_encoding("abc"), mb_detect_encoding("é"), mb_detect_encoding("\xE9"), mb_detect_encoding("\xE9", "ASCII,UTF-8,ISO-8859-1"), mb_detect_encoding("\xE9", "ASCII,UTF-8", true), mb_detect_encoding("\xE9", "ASCII,UTF-8"));
var_dump(mb_detect_encoding("", "UTF-8,ISO-8859-1"), mb_detect_encoding("abc", "UTF-8", true), mb_detect_encoding("\xff", "UTF-8", true), mb_detect_encoding("\xff", "UTF-8"), mb_detect_encoding("日本", ["ISO-8859-1", "UTF-8"]));
var_dump(mb_detect_encoding("\xEF\xBB\xBFabc", "UTF-16BE,UTF-8"), mb_detect_encoding("\x00a\x00b", "UTF-16LE,UTF-16BE"), mb_detect_encoding("a\x00b\x00", "UTF-16BE,UTF-16LE", true));
var_dump(mb_detect_encoding("Sk", "7bit"), mb_detect_encoding("Sk", "7bit,ASCII"), mb_detect_encoding("\x80\x81", "Windows-1252,ISO-8859-1"), mb_detect_encoding("\x80\x81", "Windows-1252,ISO-8859-1", true));
t(fn() => mb_detect_encoding("x", ""));
t(fn() => mb_detect_encoding("x", "nope"));
t(fn() => mb_detect_encoding("x", []));

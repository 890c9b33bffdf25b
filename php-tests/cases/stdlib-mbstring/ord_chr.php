<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_ord("A"), mb_ord("é"), mb_ord("日本"), mb_ord("😀"), mb_ord("\xff"), mb_ord("\x80abc"), mb_ord("\xe9", "ISO-8859-1"), mb_ord("\x00\xe9", "UTF-16BE"), mb_ord("\x80", "Windows-1252"), mb_ord("\x81", "Windows-1252"));
var_dump(mb_chr(65), mb_chr(0xe9), mb_chr(0x1F600), mb_chr(0xD800), mb_chr(-1), mb_chr(0x110000), bin2hex(mb_chr(0xe9, "ISO-8859-1")), mb_chr(0x20AC, "ISO-8859-1"), bin2hex(mb_chr(0x20AC, "Windows-1252")), bin2hex(mb_chr(0x1F600, "UTF-16LE")), bin2hex(mb_chr(0xD800, "UTF-16BE")), mb_chr(0x80, "ASCII"));
t(fn() => mb_ord(""));
t(fn() => mb_ord("a", "bad"));
t(fn() => mb_chr(65, "bad"));
t(fn() => mb_chr("x"));

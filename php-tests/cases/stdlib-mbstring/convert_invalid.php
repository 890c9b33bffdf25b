<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_convert_encoding("a\x80b\xE3\x81c\xF0\x9F\x98", "UTF-8", "UTF-8"), mb_scrub("a\xC0\x80b\xED\xA0\x80c\xF4\x90\x80\x80d"));
var_dump(bin2hex(mb_convert_encoding("\xD8\x00\xDC\x00\xDC\x00a", "UTF-8", "UTF-16BE")), bin2hex(mb_convert_encoding("\xD8\x00\x00a", "UTF-8", "UTF-16BE")), bin2hex(mb_convert_encoding("\xD8\x00\xD8\x00", "UTF-8", "UTF-16BE")));
var_dump(bin2hex(mb_convert_encoding("\x00\x00\xD8\x00abcd\x00\x00\x00a\x00", "UTF-8", "UTF-32BE")), bin2hex(mb_convert_encoding("\x00\x00\xD8\x00", "UTF-8", "UCS-4")), bin2hex(mb_convert_encoding("abc", "UTF-8", "UCS-2")));
var_dump(bin2hex(mb_convert_encoding("a\x80\xff", "UTF-8", "ASCII")), bin2hex(mb_convert_encoding("\x81\x8d\x8f\x90\x9d", "UTF-8", "Windows-1252")), bin2hex(mb_convert_encoding("\xff", "UTF-8", "8bit")));

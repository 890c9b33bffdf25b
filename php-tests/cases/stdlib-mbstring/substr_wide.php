<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(bin2hex(mb_substr("\x00a\x00b\x00c\x00d", 1, 2, "UTF-16BE")));
var_dump(bin2hex(mb_substr("a\x00b\x00c\x00", -1, null, "UTF-16LE")));
var_dump(bin2hex(mb_substr("\xD8\x3D\xDE\x00\x00a", 0, 1, "UTF-16BE")));
var_dump(bin2hex(mb_substr("\x00\x00\x00a\x00\x00\x00b", 1, 1, "UTF-32BE")));
var_dump(bin2hex(mb_substr("abcdefg", 1, 2, "UTF-16")), bin2hex(mb_substr("abcdef", 1, 1, "UCS-2")));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_str_split("日本語テキスト"), mb_str_split("日本語テキスト", 3), mb_str_split(""), mb_str_split("abc", 5));
var_dump(array_map('bin2hex', mb_str_split("a\x80\xE3\x81b")));
var_dump(array_map('bin2hex', mb_str_split("abcdef", 2, "UCS-2")), array_map('bin2hex', mb_str_split("\x00a\xD8\x3D\xDE\x00\x00b", 1, "UTF-16BE")));
t(fn() => mb_str_split("abc", 0));
t(fn() => mb_str_split("abc", -1));
t(fn() => mb_str_split("abc", 1, "bad"));

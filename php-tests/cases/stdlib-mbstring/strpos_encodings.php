<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_strpos("\x00a\x00b\x00c", "\x00c", 0, "UTF-16BE"), mb_strpos("héllo", "l", 0, "ISO-8859-1"), mb_strrpos("héllo", "l", 0, "latin1"));
var_dump(mb_strpos("a\x80b\x80c", "\x80c"), mb_strpos("a\x80b", "b"), mb_strpos("\xE3\x81a", "a"));
var_dump(mb_strpos("abc\xffdef", "d", 0, "ASCII"), mb_strpos("ab?cd", "c", 0, "ASCII"), mb_strpos("ab\xffcd", "?", 0, "ASCII"));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_strlen(""), mb_strlen("abc"), mb_strlen("héllo"), mb_strlen("日本語"), mb_strlen("😀x"), mb_strlen("a\0b"));
var_dump(mb_strlen("héllo", "ASCII"), mb_strlen("héllo", "ISO-8859-1"), mb_strlen("héllo", "8bit"), mb_strlen("héllo", "latin1"));
var_dump(mb_strlen("abcdef", "UCS-2"), mb_strlen("abcdefg", "UCS-4"), mb_strlen("abcde", "UTF-16"), mb_strlen("abcdefgh", "UTF-32"));
var_dump(mb_strlen("abc", "utf8"), mb_strlen("abc", "UTF8"), mb_strlen("abc", "us-ascii"), mb_strlen("abc", "cp1252"));

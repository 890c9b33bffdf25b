<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_convert_encoding("S\xe5k", "UTF-8", "auto"), mb_convert_encoding("S\xe5k", "UTF-8", "ASCII,UTF-8"), mb_convert_encoding("S\xe5k", "UTF-8", "ASCII,UTF-8,ISO-8859-1"));
var_dump(mb_convert_encoding("\xE9t\xE9", "UTF-8", "auto"), mb_convert_encoding("\xE9t\xE9", "UTF-8", " ASCII , ISO-8859-1 , UTF-8 "), mb_convert_encoding("été", "ISO-8859-1", ["ASCII", "UTF-8", "ISO-8859-1"]));
var_dump(mb_convert_encoding("abc", "UTF-8", "\"ASCII,UTF-8\""), mb_convert_encoding("abc", "UTF-8", "auto,auto"), mb_convert_encoding("x", "UTF-8", "UTF-8,7bit"));
t(fn() => mb_convert_encoding("x", "UTF-8", "7bit,8bit"));
t(fn() => mb_convert_encoding("x", "UTF-8", []));

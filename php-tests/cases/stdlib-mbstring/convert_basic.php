<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(bin2hex(mb_convert_encoding("héllo €", "ISO-8859-1", "UTF-8")), bin2hex(mb_convert_encoding("héllo €", "Windows-1252", "UTF-8")));
var_dump(mb_convert_encoding("h\xe9llo", "UTF-8", "ISO-8859-1"), mb_convert_encoding("\x80\x9f\x81", "UTF-8", "Windows-1252"), mb_convert_encoding("caf\xe9", "UTF-8", "latin1"));
var_dump(bin2hex(mb_convert_encoding("aé😀", "UTF-16")), bin2hex(mb_convert_encoding("aé😀", "UTF-16LE")), bin2hex(mb_convert_encoding("aé😀", "UTF-32")), bin2hex(mb_convert_encoding("aé😀", "UTF-32LE")));
var_dump(bin2hex(mb_convert_encoding("aé😀", "UCS-2")), bin2hex(mb_convert_encoding("aé😀", "UCS-4LE")), bin2hex(mb_convert_encoding("aé😀", "ASCII")), bin2hex(mb_convert_encoding("aé😀", "7bit")), bin2hex(mb_convert_encoding("aé😀", "8bit")));
var_dump(mb_convert_encoding("\x00a\x00\xe9\xd8\x3d\xde\x00", "UTF-8", "UTF-16BE"), mb_convert_encoding("a\x00\xe9\x00", "UTF-8", "UTF-16LE"), mb_convert_encoding("\xff\xfea\x00", "UTF-8", "UTF-16"), mb_convert_encoding("\xfe\xff\x00a", "UTF-8", "UTF-16"));
var_dump(mb_convert_encoding("\xff\xfe\x00\x00a\x00\x00\x00", "UTF-8", "UTF-32"), mb_convert_encoding("\x00\x00\x00a", "UTF-8", "UCS-4"), mb_convert_encoding("abc", "UTF-8"));

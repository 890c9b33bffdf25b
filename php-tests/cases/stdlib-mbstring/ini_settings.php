<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(ini_get("mbstring.language"), ini_get("mbstring.internal_encoding"), ini_get("mbstring.substitute_character"), ini_get("mbstring.strict_detection"));
var_dump(ini_set("mbstring.language", "uni"), mb_language());
var_dump(ini_set("default_charset", "ISO-8859-1"), mb_internal_encoding());
var_dump(ini_set("mbstring.substitute_character", "none"), mb_substitute_character(), mb_convert_encoding("a\xffb", "UTF-8", "UTF-8"));
var_dump(ini_set("mbstring.substitute_character", "0x21"), mb_substitute_character());
var_dump(ini_set("mbstring.strict_detection", "1"), mb_detect_encoding("\xff", "ASCII,UTF-8"));

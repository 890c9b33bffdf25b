<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_scrub("abc"), mb_scrub("a\xffb"), bin2hex(mb_scrub("\x80\x81", "Windows-1252")), bin2hex(mb_scrub("\xD8\x00", "UTF-16BE")), mb_scrub("\xe9", "ISO-8859-1") === "\xe9");
mb_substitute_character("none");
var_dump(mb_scrub("a\xffb\xC3"));
mb_substitute_character(0xFFFD);
var_dump(mb_scrub("a\xffb\xC3"));

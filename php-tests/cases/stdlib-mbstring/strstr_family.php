<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "user@例え.jp@x";
var_dump(mb_strstr($s, "@"), mb_strstr($s, "@", true), mb_strrchr($s, "@"), mb_strrchr($s, "@", true), mb_strstr($s, "#"), mb_strrchr($s, "#"));
var_dump(mb_stristr("HeLLo", "ll"), mb_stristr("HeLLo", "ll", true), mb_strrichr("ABCabc", "B"), mb_strrichr("ABCabc", "B", true), mb_stristr("x", "y"));
var_dump(mb_strstr("abc", ""), mb_strrchr("abc", ""), mb_strstr("", "a"));
var_dump(bin2hex(mb_strstr("a\x80b\x80c", "b")), bin2hex(mb_strstr("\x00a\x00b", "\x00b", false, "UTF-16BE")));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_strlen("abcdef", "UCS-2BE"), mb_strlen("abcde", "UCS-2LE"), mb_strlen("abcdefgh", "UCS-4BE"), mb_strlen("abcdefghi", "UTF-32LE"));
var_dump(bin2hex(mb_substr("\x00a\x00b\x00c", 1, 5, "UCS-2")), bin2hex(mb_substr("abcdefgh", 1, 1, "UCS-4LE")), bin2hex(mb_substr("abcdefghi", 1, 5, "UTF-32LE")));
var_dump(array_map('bin2hex', mb_str_split("abcdefghi", 1, "UTF-32BE")), mb_strpos("\x00a\x00b\x00c", "\x00c", 0, "UCS-2"), mb_strtoupper("\x00\x00\x00a", "UCS-4") === "\x00\x00\x00A");

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_strlen("\xD8\x3D\xDE\x00", "UTF-16BE"), mb_strlen("\xD8\x3D", "UTF-16BE"), mb_strlen("\xDE\x00\xD8\x3D", "UTF-16BE"), mb_strlen("\x3D\xD8\x00\xDE", "UTF-16LE"), mb_strlen("abc", "UTF-16BE"));
var_dump(bin2hex(mb_convert_encoding("😀a", "UTF-16BE")), bin2hex(mb_convert_encoding("\xD8\x3D\xDE\x00", "UTF-32BE", "UTF-16BE")), bin2hex(mb_convert_encoding("\xD8\x3D\x00a", "UTF-8", "UTF-16BE")));
var_dump(mb_strtoupper("\x00a\x00b", "UTF-16BE") === "\x00A\x00B", bin2hex(mb_strtolower("\xD8\x01\xDC\x00", "UTF-16BE")), bin2hex(mb_strtoupper("a\x00\xdf\x00", "UTF-16LE")));

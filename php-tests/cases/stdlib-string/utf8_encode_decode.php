<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(bin2hex(utf8_encode("caf\xe9")), utf8_decode("café"), bin2hex(utf8_decode("€")), utf8_decode("\xff\xfe"), bin2hex(utf8_encode("\x80\xff")), utf8_encode(""), utf8_decode(""), bin2hex(utf8_decode("\xf0\x9f\x98\x80")), bin2hex(utf8_decode("a\xc3")));

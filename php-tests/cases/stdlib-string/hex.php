<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(bin2hex("abc"), bin2hex("\x00\xff"), bin2hex(""), hex2bin("616263"), hex2bin("FFfe"), hex2bin(""));
var_dump(hex2bin("abc"));
var_dump(hex2bin("zz"));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(ord("A"), ord("\xff"), ord("\0"), chr(65), chr(0), chr(255), chr(256 + 66));
var_dump(ord(""));
var_dump(ord("abc"));
var_dump(chr(-1));
var_dump(chr(300));
t(fn() => chr("x"));

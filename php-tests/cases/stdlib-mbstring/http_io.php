<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_http_output(), mb_http_input(), mb_http_input("I"), mb_http_input("L"), mb_http_input("G"), mb_http_input("p"));
var_dump(mb_http_output("ISO-8859-1"), mb_http_output());
t(fn() => mb_http_output("nope"));
t(fn() => mb_http_input("x"));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_detect_order());
var_dump(mb_detect_order("UTF-8, ISO-8859-1"), mb_detect_order(), mb_detect_encoding("\xe9"));
var_dump(mb_detect_order(["ASCII", "UTF-8"]), mb_detect_order());
var_dump(mb_detect_order("auto"), mb_detect_order());
t(fn() => mb_detect_order("nope"));
t(fn() => mb_detect_order([]));
t(fn() => mb_detect_order(""));
var_dump(mb_detect_order());

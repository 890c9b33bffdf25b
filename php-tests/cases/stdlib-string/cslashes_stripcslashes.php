<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['a\nb\tc', '\x41\x4g\x', '\101\1011\0', '\\\\d\q', 'end\\', '\777', '\a\b\f\v\r', '\x4142', '\08', 'no escapes', '', '\\'] as $s) { echo json_encode($s), " "; var_dump(stripcslashes($s)); }
var_dump(stripcslashes(addcslashes("\x00\x01binary\xff\n", "\0..\37\177..\377")) === "\x00\x01binary\xff\n");

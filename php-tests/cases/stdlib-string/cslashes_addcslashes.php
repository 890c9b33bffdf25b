<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(addcslashes("foo[bar]", 'A..Z'), addcslashes("zoo['.']", 'z..A'), addcslashes("\n\t\x01\xff abc", "\0..\37!@\177..\377"), addcslashes("abc", ""), addcslashes("a.b", "..b"));
var_dump(addcslashes("\a\b\f\v\r\0", "\0..\37"), addcslashes("quote'\"back\\", "'\"\\"), addcslashes("abcdef", "a-c"), addcslashes("abcdef", "c..a"), addcslashes("", "a"), addcslashes("\x80\x81", "\x80..\xff"));
t(fn() => addcslashes([], "a"));

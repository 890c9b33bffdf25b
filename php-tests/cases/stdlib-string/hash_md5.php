<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["", "a", "abc", "message digest", "The quick brown fox jumps over the lazy dog", "\0\1\2\xff", str_repeat("x", 55), str_repeat("y", 56), str_repeat("z", 64), str_repeat("0123456789", 20)] as $s) { var_dump(md5($s), bin2hex(md5($s, true)), md5($s) === hash("md5", $s)); }
var_dump(md5(123), md5(1.5), md5(true), md5(""));
t(fn() => md5([]));
t(fn() => md5("x", []));

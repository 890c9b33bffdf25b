<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["", "a", "abc", "message digest", "The quick brown fox jumps over the lazy dog", "\0\1\2\xff", str_repeat("x", 55), str_repeat("y", 56), str_repeat("z", 64), str_repeat("0123456789", 20)] as $s) { var_dump(sha1($s), bin2hex(sha1($s, true)), sha1($s) === hash("sha1", $s)); }
var_dump(sha1(0), sha1(false), strlen(sha1("a", true)));
t(fn() => sha1(new stdClass));

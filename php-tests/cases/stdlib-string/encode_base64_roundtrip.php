<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["", "a", "ab", "abc", "abcd", "hello world", "\0\xff\x10 binary", str_repeat("x", 100), str_repeat("0123456789", 13), "Man is distinguished", "\xe2\x82\xac uro"] as $s) { $e = base64_encode($s); var_dump($e, base64_decode($e) === $s, base64_decode($e, true) === $s); }
var_dump(base64_encode(123), base64_encode(true), base64_encode(1.25));
t(fn() => base64_encode([]));

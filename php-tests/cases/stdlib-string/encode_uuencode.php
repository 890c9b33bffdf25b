<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["", "a", "ab", "abc", "abcd", "hello world", "\0\xff\x10 binary", str_repeat("x", 100), str_repeat("0123456789", 13), "Man is distinguished", "\xe2\x82\xac uro"] as $s) { $e = convert_uuencode($s); var_dump($e, convert_uudecode($e) === $s); }
foreach ([44, 45, 46, 89, 90, 91, 135] as $n) { $s = str_repeat("Q", $n); var_dump(convert_uuencode($s), convert_uudecode(convert_uuencode($s)) === $s); }

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["", "a", "abc", "message digest", "The quick brown fox jumps over the lazy dog", "\0\1\2\xff", str_repeat("x", 55), str_repeat("y", 56), str_repeat("z", 64), str_repeat("0123456789", 20)] as $s) { var_dump(crc32($s), dechex(crc32($s)), hash("crc32b", $s) === sprintf("%08x", crc32($s))); }
var_dump(crc32("The quick brown fox jumped over the lazy dog."), crc32(12345));
t(fn() => crc32([]));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(dechex(255), dechex(0), dechex(-1), decbin(10), decbin(-1), decoct(8), decoct(-1));
var_dump(hexdec("ff"), hexdec("0xFF"), hexdec("FFFFFFFFFFFFFFFF"), bindec("1010"), bindec("0b11"), octdec("777"), octdec("0o17"));
var_dump(hexdec(" 1f "));
var_dump(hexdec("zz1"));
var_dump(base_convert("ff", 16, 2), base_convert("777", 8, 10), base_convert("zz", 36, 10));
t(fn() => base_convert("1", 1, 10));
t(fn() => base_convert("1", 10, 37));

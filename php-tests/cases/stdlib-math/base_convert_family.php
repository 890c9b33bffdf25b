<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
foreach (["ff", "FF", "0xff", "z", "1010", "777", "-12", " 12", "1e3", "", "0b101", "zz9"] as $v) {
  t(fn() => [hexdec($v), octdec($v), bindec($v), base_convert($v, 36, 10)]);
}
foreach ([0, 1, 255, -1, PHP_INT_MAX, 4294967295] as $n) t(fn() => [dechex($n), decoct($n), decbin($n)]);
t(fn() => base_convert("ff", 1, 10));
t(fn() => base_convert("ff", 16, 37));
t(fn() => hexdec("ffffffffffffffffff"));
t(fn() => bindec(str_repeat("1", 70)));
t(fn() => dechex(1.5));
t(fn() => dechex("x"));

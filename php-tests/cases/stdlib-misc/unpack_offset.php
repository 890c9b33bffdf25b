<?php
function t($f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$s = "\x01\x02\x03\x04";
t(fn() => unpack("C", $s, 2));
t(fn() => unpack("C*", $s, 1));
t(fn() => unpack("C", $s, 4));
t(fn() => unpack("C", $s, 5));
t(fn() => unpack("C", $s, -1));
t(fn() => unpack("n", $s, 3));
t(fn() => unpack("@1/C", $s, 2));
t(fn() => unpack("C", $s, "1"));
t(fn() => unpack("C", $s, "x"));

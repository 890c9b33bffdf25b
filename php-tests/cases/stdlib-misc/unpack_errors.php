<?php
function t($f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => unpack("y", "abc"));
t(fn() => unpack("N", "ab"));
t(fn() => unpack("C4", "ab"));
t(fn() => unpack("a4", "ab"));
t(fn() => unpack("X*", "ab"));
t(fn() => unpack("", "ab"));
t(fn() => unpack("C", ""));
t(fn() => unpack("C*", ""));
t(fn() => unpack("C99999999999", "ab"));
t(fn() => unpack([], "ab"));
t(fn() => unpack("C", []));
t(fn() => unpack("Ca/Nb", "a"));

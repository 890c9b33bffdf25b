<?php
function t($f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => pack("y", 1));
t(fn() => pack("C2", 1));
t(fn() => pack("a"));
t(fn() => pack("H*"));
t(fn() => pack("N3", 1, 2));
t(fn() => pack("C", 1, 2, 3));
t(fn() => pack("", 1));
t(fn() => pack("C*"));
t(fn() => pack([], 1));
t(fn() => pack("a", []));
t(fn() => pack("1", 1));
t(fn() => pack("C", "abc"));
t(fn() => pack("C", "12abc"));
t(fn() => pack("N", 1.9));
t(fn() => pack("N", NAN));

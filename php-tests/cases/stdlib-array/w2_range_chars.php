<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => range("a", "e"));
t(fn() => range("e", "a"));
t(fn() => range("a", "z", 5));
t(fn() => range("z", "a", 7));
t(fn() => range("A", "z", 20));
t(fn() => range("q", "q"));
t(fn() => range("ab", "cd"));
t(fn() => range("a", 3));
t(fn() => range(3, "c"));
t(fn() => range("1", "a"));
t(fn() => range("a", "9"));
t(fn() => range("a", "e", 1.5));
t(fn() => range("1", "5", 1.5));
t(fn() => range("", "c"));
t(fn() => range("a", "c", -1));
t(fn() => range("c", "a", -1));
t(fn() => range("a", "b", 3));

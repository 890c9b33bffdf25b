<?php
function t($f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => putenv(""));
t(fn() => putenv("=x"));
t(fn() => putenv("="));
t(fn() => putenv([]));
t(fn() => getenv([]));
t(fn() => getenv("X", []));
t(fn() => putenv("A B=c"));
t(fn() => getenv("A B"));

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
function g() {
    t(fn() => extract([], 99));
    t(fn() => extract([], -1));
    t(fn() => extract([], EXTR_PREFIX_ALL));
    t(fn() => extract([], EXTR_PREFIX_ALL, "1bad"));
    t(fn() => extract([], EXTR_PREFIX_SAME, ""));
    t(fn() => extract("x", EXTR_SKIP));
    $arr = ["v" => 1];
    var_dump(extract($arr, EXTR_SKIP, "unused"));
    var_dump($v);
}
g();

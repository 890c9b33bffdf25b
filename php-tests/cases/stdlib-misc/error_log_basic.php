<?php
var_dump(error_log("a message for stderr"));
var_dump(error_log("sapi message", 4));
var_dump(error_log("default", 0));
function t($f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => error_log("x", 2));
t(fn() => error_log([]));
t(fn() => error_log("x", "y"));

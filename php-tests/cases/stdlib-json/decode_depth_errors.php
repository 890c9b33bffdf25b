<?php
// $depth must be between 1 and INT_MAX - 1 (the empty string is checked first).
function t($f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    echo "   last error: ", json_last_error(), "\n";
}
t(fn() => json_decode('1', false, 0));
t(fn() => json_decode('1', false, -1));
t(fn() => json_decode('1', false, PHP_INT_MAX));
t(fn() => json_decode('1', false, 2147483647));
t(fn() => json_decode('1', false, 2147483646));
t(fn() => json_decode('', false, 0));
t(fn() => json_decode('[1]', false, 1));
t(fn() => json_decode('1', false, 0, JSON_THROW_ON_ERROR));
t(fn() => json_decode('', false, 0, JSON_THROW_ON_ERROR));

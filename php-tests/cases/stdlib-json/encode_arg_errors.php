<?php
// Argument errors of json_encode.
function t($f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
t(fn() => json_encode());
t(fn() => json_encode(1, "abc"));
t(fn() => json_encode(1, []));
t(fn() => json_encode(1, 0, "x"));
t(fn() => json_encode(1, 0, 512, 4));
t(fn() => json_encode(1, "64"));
t(fn() => json_encode("a/b", "64"));
t(fn() => json_encode([1], 1.0));
t(fn() => json_encode([1], null));
t(fn() => json_encode(value: [1, 2], flags: JSON_PRETTY_PRINT));
t(fn() => json_encode([1], true));

<?php
// Argument coercion and errors of json_decode.
function t($f) {
    try {
        $r = $f();
        is_object($r) ? print_r($r) : var_dump($r);
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
t(fn() => json_decode());
t(fn() => json_decode([]));
t(fn() => json_decode(123));
t(fn() => json_decode(1.5));
t(fn() => json_decode(true));
t(fn() => json_decode('{"a":1}', 1));
t(fn() => json_decode('{"a":1}', 0));
t(fn() => json_decode('{"a":1}', "yes"));
t(fn() => json_decode('{"a":1}', []));
t(fn() => json_decode('[1]', false, "3"));
t(fn() => json_decode('[1]', false, "x"));
t(fn() => json_decode('[1]', false, 512, "1"));
t(fn() => json_decode('[1]', false, 512, []));
t(fn() => json_decode('[1]', false, 512, 0, 1));
t(fn() => json_decode('[1]', false, 1.5));

<?php
declare(strict_types=1);
// strict_types with builtins that have a fast entry: exact types run, others throw.
function t(callable $f) {
    try {
        var_dump($f());
    } catch (\TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
for ($i = 0; $i < 2; $i++) {
    t(fn() => sprintf("%d-%s-%.1f", 1, "a", 2.0));
    t(fn() => sprintf(5));
    t(fn() => str_pad("a", 3, "0", STR_PAD_LEFT));
    t(fn() => str_pad(1, 3));
    t(fn() => str_repeat("a", 2));
    t(fn() => str_repeat("a", 2.0));
    t(fn() => strpos("abc", "c"));
    t(fn() => strpos(123, "2"));
    t(fn() => substr("abc", 1, null));
    t(fn() => substr("abc", "1"));
    t(fn() => strcmp("a", "b"));
    t(fn() => strcmp("a", 1));
    t(fn() => md5("a", true) === md5("a", true));
    t(fn() => md5("a", 1));
    t(fn() => crc32("abc"));
    t(fn() => crc32(1));
    t(fn() => str_contains("abc", "b"));
    t(fn() => str_contains("abc", null));
}

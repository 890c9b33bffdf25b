<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => quotemeta("1+1=2? (yes) [no] ^$ \\ * ."));
t(fn() => quotemeta(""));
t(fn() => nl2br("a\r\nb\nc\rd", false));
t(fn() => strrev("héllo"));
t(fn() => str_word_count("Hello fri3nd, you're looking good today!", 1));
t(fn() => ucwords("hello_world-foo bar", "_-"));
t(fn() => lcfirst("ABC"));
t(fn() => ucfirst(""));
t(fn() => wordwrap("The quick brown fox", 10, "\n", true));
t(fn() => chunk_split("abcdefg", 3, "|"));
t(fn() => strpbrk("This is a test", "st"));
t(fn() => substr_count("hello hello", "ll", 3, 5));
t(fn() => substr_count("hello", "l", 10));
t(fn() => ltrim("  xx  ", " x"));
t(fn() => str_contains("", ""));
t(fn() => strncasecmp("Hello", "hELLo world", 5));
t(fn() => strncmp("a", "b", -1));

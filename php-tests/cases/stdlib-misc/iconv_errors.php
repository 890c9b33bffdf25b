<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => iconv("UTF-8", "ISO-8859-1", "h€llo"));
t(fn() => iconv("UTF-8", "ASCII", "héllo"));
t(fn() => iconv("UTF-8", "ASCII", "a\xffb"));
t(fn() => iconv("UTF-8", "ASCII", "a\xe2\x82"));
t(fn() => iconv("UTF-8", "ASCII", "a\xc3"));
t(fn() => iconv("UTF-8", "UTF-16BE", "\xed\xa0\x80"));
t(fn() => iconv("UTF-16BE", "UTF-8", "\x00a\x00"));
t(fn() => iconv("UTF-16BE", "UTF-8", "\xdc\x00\x00a"));
t(fn() => iconv("UTF-32BE", "UTF-8", "\x00\x11\x00\x00"));
t(fn() => iconv("UTF-32BE", "UTF-8", "\x00\x00\x00"));
t(fn() => iconv("FOO", "ASCII", "a"));
t(fn() => iconv("UTF-8", "BAR", "a"));
t(fn() => iconv("FOO", "BAR", "a"));
t(fn() => iconv(str_repeat("x", 64), "UTF-8", "a"));
t(fn() => iconv("UTF-8", str_repeat("x", 63), "a"));
t(fn() => iconv("UTF-8", "ASCII", []));
t(fn() => iconv("UTF-8"));

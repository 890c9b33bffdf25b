<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => iconv("UTF-8", "ISO-8859-1//IGNORE", "h€llo"));
t(fn() => iconv("UTF-8", "ASCII//IGNORE", "héllo wörld"));
t(fn() => iconv("UTF-8", "ASCII//IGNORE", "a\xffb\xfe"));
t(fn() => iconv("UTF-8", "ASCII//IGNORE", "a\xe2\x82"));
t(fn() => iconv("UTF-8", "ascii//ignore", "né"));
t(fn() => iconv("UTF-8//IGNORE", "ASCII", "né"));
t(fn() => iconv("UTF-8", "UTF-8//IGNORE", "a\x80b"));
t(fn() => bin2hex(iconv("UTF-8", "UTF-16BE//IGNORE", "a\xc0b")));

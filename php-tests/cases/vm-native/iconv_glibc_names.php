<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => bin2hex(iconv("UTF-8", "UTF-16", "ab")));
t(fn() => bin2hex(iconv("UTF-8", "UTF-16", "")));
t(fn() => bin2hex(iconv("UTF-8", "UTF-32", "ab")));
t(fn() => bin2hex(iconv("UTF-8", "UCS-2", "ab")));
t(fn() => bin2hex(iconv("UTF-8", "UCS-4", "ab")));
t(fn() => bin2hex(iconv("UTF-8", "UCS-4LE", "ab")));
t(fn() => iconv("UTF-16", "UTF-8", "\x00a"));
t(fn() => iconv("utf8", "latin1", "é") === "\xe9");
t(fn() => bin2hex(iconv("UTF8", "CP1252", "€‚")));
t(fn() => iconv("WINDOWS-1252", "UTF-8", "\x80\x81"));
t(fn() => iconv("UTF-8", " ascii", "a"));
t(fn() => bin2hex(iconv("UTF-8", "LATIN2", "Ł")));
t(fn() => bin2hex(iconv("UTF-8", "LATIN9", "€")));
t(fn() => bin2hex(iconv("UTF-8", "ISO_8859-5", "Ж")));
t(fn() => bin2hex(iconv("UTF-8", "US-ASCII", "a")));
t(fn() => iconv("UTF-8", "UCS-2", "😀"));

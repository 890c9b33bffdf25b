<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => iconv("UTF-8", "ISO-8859-1", "héllo wörld"));
t(fn() => bin2hex(iconv("UTF-8", "ISO-8859-1", "héllo")));
t(fn() => iconv("ISO-8859-1", "UTF-8", "h\xe9llo"));
t(fn() => iconv("UTF-8", "ASCII", "plain"));
t(fn() => iconv("UTF-8", "ASCII", ""));
t(fn() => iconv("UTF-8", "UTF-8", "日本語"));
t(fn() => bin2hex(iconv("UTF-8", "UTF-16BE", "aé€😀")));
t(fn() => bin2hex(iconv("UTF-8", "UTF-16LE", "aé€😀")));
t(fn() => bin2hex(iconv("UTF-8", "UTF-32BE", "aé😀")));
t(fn() => bin2hex(iconv("UTF-8", "UTF-32LE", "aé😀")));
t(fn() => iconv("UTF-16BE", "UTF-8", "\x00a\x00\xe9\xd8\x3d\xde\x00"));
t(fn() => iconv("UTF-16LE", "UTF-8", "a\x00\xe9\x00"));
t(fn() => iconv("UTF-32BE", "UTF-8", "\x00\x00\x00a\x00\x01\xf6\x00"));
t(fn() => iconv("UTF-16", "UTF-8", "\xfe\xff\x00a"));
t(fn() => iconv("UTF-16", "UTF-8", "\xff\xfea\x00"));
t(fn() => bin2hex(iconv("UTF-8", "ISO-8859-15", "€")));
t(fn() => bin2hex(iconv("UTF-8", "ISO-8859-2", "ŁódźŻ")));
t(fn() => iconv("ISO-8859-5", "UTF-8", "\xbf\xe0\xd8\xd2\xd5\xe2"));
t(fn() => bin2hex(iconv("UTF-8", "KOI8-R", "Привет")));
t(fn() => iconv("KOI8-R", "UTF-8", "\xf0\xd2\xc9\xd7\xc5\xd4"));
t(fn() => bin2hex(iconv("UTF-8", "WINDOWS-1251", "Привет")));
t(fn() => bin2hex(iconv("utf-8", "iso-8859-1", "é")));
t(fn() => iconv("UTF-8", "ASCII", 123));

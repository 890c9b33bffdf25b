<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$s = "héllo wörld";
t(fn() => iconv_substr($s, 0));
t(fn() => iconv_substr($s, 1, 3));
t(fn() => iconv_substr($s, -5));
t(fn() => iconv_substr($s, -5, 2));
t(fn() => iconv_substr($s, 2, -3));
t(fn() => iconv_substr($s, -100));
t(fn() => iconv_substr($s, -100, 3));
t(fn() => iconv_substr($s, 11));
t(fn() => iconv_substr($s, 50));
t(fn() => iconv_substr($s, 0, 0));
t(fn() => iconv_substr($s, 3, -100));
t(fn() => iconv_substr($s, 1, null));
t(fn() => iconv_substr("日本語テキスト", 2, 3));
t(fn() => iconv_substr("h\xe9llo", 1, 2, "ISO-8859-1"));
t(fn() => bin2hex(iconv_substr("\x00a\x00b\x00c", 1, 1, "UTF-16BE")));
t(fn() => iconv_substr("a\xffb", 0, 1));
t(fn() => iconv_substr("abc", 0, 1, "FOO"));
t(fn() => iconv_substr("abc", 0, 1, str_repeat("U", 70)));
t(fn() => iconv_substr("abc", "x"));
t(fn() => iconv_substr("", 0));

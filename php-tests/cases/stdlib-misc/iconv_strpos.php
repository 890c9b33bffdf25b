<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$s = "héllo wörld héllo";
t(fn() => iconv_strpos($s, "l"));
t(fn() => iconv_strpos($s, "héllo", 1));
t(fn() => iconv_strpos($s, "ö"));
t(fn() => iconv_strpos($s, "z"));
t(fn() => iconv_strpos($s, ""));
t(fn() => iconv_strpos($s, "l", -3));
t(fn() => iconv_strpos($s, "l", -100));
t(fn() => iconv_strpos($s, "l", 17));
t(fn() => iconv_strpos($s, "l", 18));
t(fn() => iconv_strpos($s, "l", 100));
t(fn() => iconv_strpos("aaa", "aa", 1));
t(fn() => iconv_strpos("h\xe9llo", "l", 0, "ISO-8859-1"));
t(fn() => iconv_strpos("a\xffb", "b"));
t(fn() => iconv_strpos("abc", "\xff"));
t(fn() => iconv_strpos("abc", "b", 0, "FOO"));
t(fn() => iconv_strpos("abc", "b", 0, str_repeat("U", 64)));
t(fn() => iconv_strrpos($s, "l"));
t(fn() => iconv_strrpos($s, "héllo"));
t(fn() => iconv_strrpos($s, "z"));
t(fn() => iconv_strrpos($s, ""));
t(fn() => iconv_strrpos("aaaa", "aa"));
t(fn() => iconv_strrpos("h\xe9ll\xe9", "\xe9", "ISO-8859-1"));
t(fn() => iconv_strrpos("a\xffb", "b"));
t(fn() => iconv_strrpos("abc", "b", "FOO"));
t(fn() => iconv_strrpos("abc", "b", str_repeat("U", 64)));

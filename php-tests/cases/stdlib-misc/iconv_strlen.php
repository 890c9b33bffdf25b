<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => iconv_strlen("héllo"));
t(fn() => iconv_strlen(""));
t(fn() => iconv_strlen("日本語テキスト"));
t(fn() => iconv_strlen("héllo", "UTF-8"));
t(fn() => iconv_strlen("h\xe9llo", "ISO-8859-1"));
t(fn() => iconv_strlen("\x00a\x00b", "UTF-16BE"));
t(fn() => iconv_strlen("\xd8\x3d\xde\x00", "UTF-16BE"));
t(fn() => iconv_strlen("h\xffllo"));
t(fn() => iconv_strlen("h\xc3"));
t(fn() => iconv_strlen("abc", "FOO"));
t(fn() => iconv_strlen("abc", str_repeat("U", 64)));
t(fn() => iconv_strlen("abc", null));
t(fn() => iconv_strlen(12345));
t(fn() => iconv_strlen([]));

<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => iconv_get_encoding());
t(fn() => iconv_get_encoding("all"));
t(fn() => iconv_get_encoding("ALL"));
t(fn() => iconv_get_encoding("input_encoding"));
t(fn() => iconv_get_encoding("Output_Encoding"));
t(fn() => iconv_get_encoding("internal_encoding"));
t(fn() => iconv_get_encoding("foo"));
t(fn() => iconv_set_encoding("foo", "UTF-8"));
t(fn() => iconv_set_encoding("internal_encoding", str_repeat("x", 64)));
t(fn() => iconv_set_encoding("internal_encoding", "ISO-8859-1"));
t(fn() => iconv_get_encoding("internal_encoding"));
t(fn() => iconv_strlen("h\xe9llo"));
t(fn() => iconv_substr("h\xe9llo", 1, 1));
t(fn() => iconv_set_encoding("INPUT_ENCODING", "ASCII"));
t(fn() => iconv_get_encoding());
t(fn() => ini_get("iconv.internal_encoding"));
t(fn() => ini_get("iconv.input_encoding"));
t(fn() => ini_get("iconv.output_encoding"));
t(fn() => defined("ICONV_IMPL") && defined("ICONV_VERSION"));
t(fn() => gettype(ICONV_IMPL));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => mb_strlen("abc", "xyz"));
t(fn() => mb_substr("abc", 0, 1, "nope"));
t(fn() => mb_strtoupper("abc", ""));
t(fn() => mb_convert_encoding("abc", "bogus"));
t(fn() => mb_convert_encoding("abc", "UTF-8", "bogus"));
t(fn() => mb_convert_encoding("abc", "UTF-8", "UTF-8, bogus"));
t(fn() => mb_convert_encoding("abc", "UTF-8", ["UTF-8", "bogus"]));
t(fn() => mb_convert_encoding("abc", "UTF-8", ""));
t(fn() => mb_check_encoding("abc", "zzz"));
t(fn() => mb_internal_encoding("zzz"));
t(fn() => mb_encoding_aliases("zzz"));
t(fn() => mb_strlen("abc", null));
t(fn() => mb_strlen([]));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => mb_strlen(123));
t(fn() => mb_strlen(1.5));
t(fn() => mb_strlen(true));
t(fn() => mb_strlen(null));
t(fn() => mb_substr("abc", "1"));
t(fn() => mb_substr("abc", "x"));
t(fn() => mb_substr("abc", 1.5));
t(fn() => mb_strpos("abc", "b", "1"));
t(fn() => mb_strpos("abc", []));
t(fn() => mb_strtoupper(new stdClass));
t(fn() => mb_str_split("abc", "2"));
t(fn() => mb_strwidth(12345));
t(fn() => mb_strlen());
t(fn() => mb_substr("a"));
t(fn() => mb_strlen("a", "UTF-8", 3));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(hash_equals("abc", "abc"), hash_equals("abc", "abd"), hash_equals("abc", "ab"), hash_equals("", ""), hash_equals("\0a", "\0a"), hash_equals(md5("x"), md5("x")));
t(fn() => hash_equals(123, "123"));
t(fn() => hash_equals("123", 123));
t(fn() => hash_equals(null, "x"));
t(fn() => hash_equals("x", 1.5));
t(fn() => hash_equals([], []));

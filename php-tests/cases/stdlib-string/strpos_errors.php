<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => strpos("abc", "a", 4));
t(fn() => strpos("abc", "a", -4));
t(fn() => stripos("abc", "a", 10));
t(fn() => strrpos("abc", "a", 4));
t(fn() => strrpos("abc", "a", -4));
t(fn() => strripos("abc", "a", -10));
t(fn() => strpos([], "a"));
t(fn() => strpos("abc", "a", "x"));
t(fn() => strpos("abc", null));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(strspn("42 is the answer", "1234567890"), strcspn("abcd", "cd"), strspn("foo", "o", 1, 2), strcspn("hello", "l", -4), strspn("abc", "abc", 5), strcspn("abc", ""));
var_dump(strpbrk("This is a test", "st"), strpbrk("abc", "x"));
t(fn() => strpbrk("abc", ""));

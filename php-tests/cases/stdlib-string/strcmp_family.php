<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(strcmp("a", "b"), strcmp("b", "a"), strcmp("a", "a"), strcmp("abc", "ab"), strcmp("", "a"), strcmp("a", "A"));
var_dump(strcasecmp("HELLO", "hello"), strcasecmp("a", "B"), strcasecmp("b", "A"), strcasecmp("abc", "ABCD"));
var_dump(strncmp("abcd", "abef", 2), strncmp("abcd", "abef", 3), strncmp("a", "b", 0), strncasecmp("ABcd", "abCE", 3), strncasecmp("ab", "abc", 5));
t(fn() => strncmp("a", "b", -1));
t(fn() => strncasecmp("a", "b", -1));

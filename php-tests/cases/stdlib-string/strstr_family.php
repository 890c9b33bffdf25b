<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(strstr("user@example.com", "@"), strstr("user@example.com", "@", true), strstr("abc", "x"), strstr("abc", ""));
var_dump(stristr("USER@EXAMPLE.com", "example"), stristr("USER@EXAMPLE.com", "e", true), stristr("abc", "X"), strchr("abc", "b"));
var_dump(strrchr("a/b/c", "/"), strrchr("a/b/c", "/x"), strrchr("abc", "x"), strrchr("a/b/c", "/", true), strrchr("a\0b", ""));

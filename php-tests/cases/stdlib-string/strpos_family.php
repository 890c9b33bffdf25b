<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(strpos("hello", "l"), strpos("hello", "l", 3), strpos("hello", "x"), strpos("hello", ""), strpos("hello", "", 5));
var_dump(strpos("hello", "l", -2), strpos("hello", "h", -5), stripos("HeLLo", "ll"), stripos("HeLLo", "L", -2), stripos("abc", "ABCD"));
var_dump(strrpos("hello", "l"), strrpos("hello", "l", -3), strrpos("hello", "l", -2), strrpos("hello", "lo", -1), strrpos("hello", "h", 1));
var_dump(strripos("HELLO", "l"), strripos("hello", "L", -3), strrpos("hello", ""), strrpos("hello", "", -2), strripos("abcabc", "B", 2));

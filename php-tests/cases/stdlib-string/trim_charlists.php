<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "  \t\n\r\0\x0Bhello world \x0B\0\r\n\t  ";
var_dump(trim($s), ltrim($s), rtrim($s), chop($s));
var_dump(trim("xxhixx", "x"), trim("abchicba", "a..c"), trim("123abc321", "0..9"), trim("abc", ""), trim("..a..", "."), trim("a..b", "a..b"));
var_dump(trim("[hello]", "[]"), rtrim("hello\\", "\\"), ltrim("0012", "0"), trim("zzaz", "z.."), trim("azz", "..a"));
var_dump(trim("abcdef", "f..a"), trim("abc", "a..b..c"), trim("a-b", "a-b"), trim("ab.", "a.."));
t(fn() => trim([]));
t(fn() => trim(null));
t(fn() => trim(123, "13"));

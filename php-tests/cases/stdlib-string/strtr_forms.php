<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(strtr("Hi all", "ai", "eo"), strtr("abc", "ab", "x"), strtr("abc", "", "x"));
var_dump(strtr("Hi all, I said hello", ["Hi" => "Hello", "hello" => "hi", "H" => "X"]));
var_dump(strtr("abc", []), strtr("abc", ["" => "x"]), strtr("aaa", ["a" => "b", "aa" => "c"]), strtr("123", [1 => "one", 23 => "two-three"]));
t(fn() => strtr("abc", "ab"));
t(fn() => strtr("abc", ["a" => "b"], "c"));

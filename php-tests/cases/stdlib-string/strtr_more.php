<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => strtr("Hi all, I said hello", ["Hi" => "Hello", "hello" => "hi", "Hello" => "x"]));
t(fn() => strtr("abc", "ab", "xyz"));
t(fn() => strtr("abc", "abc", "x"));
t(fn() => strtr("abc", "", "x"));
t(fn() => strtr("abc", []));
t(fn() => strtr("abc", ["" => "x"]));
t(fn() => strtr("abc", ["" => "x", "a" => "1"]));
t(fn() => strtr("aaa", ["a" => "b", "aa" => "c"]));
t(fn() => strtr("abc", [1 => "one", "b" => 2]));
t(fn() => strtr("1 2 3", [1 => 'a', 2 => true, 3 => null]));
t(fn() => strtr("abc", "ab"));
t(fn() => strtr("abc", ["a" => []]));
t(fn() => strtr("", ["a" => "b"]));
t(fn() => strtr("abc", "a", ""));
t(fn() => strtr("abcabc", ["abc" => "", "b" => "B"]));
t(fn() => strtr("The brown fox", "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"));
t(fn() => strtr("abc", 5));

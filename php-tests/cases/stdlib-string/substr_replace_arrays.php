<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => substr_replace("Hello", "J", 0, 1));
t(fn() => substr_replace("Hello", "XX", -2));
t(fn() => substr_replace("Hello", "XX", 2, -1));
t(fn() => substr_replace("Hello", "XX", 10));
t(fn() => substr_replace("Hello", "XX", -10, 2));
t(fn() => substr_replace("Hello", "XX", 1, 0));
t(fn() => substr_replace("Hello", "XX", 1, null));
t(fn() => substr_replace(["abc", "def", "ghi"], "X", 1, 1));
t(fn() => substr_replace(["abc", "def", "ghi"], ["1", "2"], 1, 1));
t(fn() => substr_replace(["abc", "def", "ghi"], ["1", "2", "3"], [0, 1, 2], [1, 0]));
t(fn() => substr_replace(["a" => "abc", "b" => "def"], "X", [1], [1, 2]));
t(fn() => substr_replace(["abc"], [], 0, 1));
t(fn() => substr_replace("abc", ["X", "Y"], 0, 1));
t(fn() => substr_replace("abc", "X", [0, 1], 1));
t(fn() => substr_replace("abc", "X", 0, [1]));
t(fn() => substr_replace([], "X", 0));
t(fn() => substr_replace([1, 2.5, true], "X", 0, 0));
t(fn() => substr_replace([[1]], "X", 0, 0));

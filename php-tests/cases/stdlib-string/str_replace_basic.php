<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(str_replace("l", "L", "hello"), str_replace("", "x", "abc"), str_replace("abc", "", "xabcabcx"), str_replace("a", "aa", "aaa"));
var_dump(str_replace(["a", "b"], ["b", "c"], "ab"), str_replace(["a", "b"], "x", "abc"), str_replace(["a", "b", "c"], ["1"], "abc"));
var_dump(str_replace(["a", ""], ["1", "2"], "abc"), str_replace(1, 2, 313), str_replace("x", "y", ""));

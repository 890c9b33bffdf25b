<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(str_contains("abc", "b"), str_contains("abc", ""), str_contains("", ""), str_contains("abc", "d"), str_contains("abc", "B"));
var_dump(str_starts_with("abc", "ab"), str_starts_with("abc", ""), str_starts_with("abc", "b"), str_starts_with("", "a"));
var_dump(str_ends_with("abc", "bc"), str_ends_with("abc", ""), str_ends_with("abc", "abcd"), str_ends_with(123, 3));

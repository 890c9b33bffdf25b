<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
$s = "Hello fri3nd, you're looking good today! -dash- 'quote'";
var_dump(str_word_count($s), str_word_count($s, 1), str_word_count($s, 2), str_word_count($s, 1, "0..9"));
var_dump(str_word_count(""), str_word_count("", 1), str_word_count("- a -"), str_word_count("'a' b-", 1, "'-"));
t(fn() => str_word_count("abc", 3));

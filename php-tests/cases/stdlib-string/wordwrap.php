<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(wordwrap("The quick brown fox sat over the lazy dog", 15, "\n", true));
var_dump(wordwrap("A very long woooooooooooord.", 8, "\n", true));
var_dump(wordwrap("A very long woooooooooooord. and something", 8, "\n", false));
var_dump(wordwrap("The quick brown fox", 10, "<br>\n"));
var_dump(wordwrap("short", 10), wordwrap("", 5), wordwrap("abc def ghi", 0), wordwrap("abcdef", 2, "-", true));

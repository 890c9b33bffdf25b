<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "日本語テキストです";
var_dump(mb_substr($s, 0, 3), mb_substr($s, 3), mb_substr($s, -3), mb_substr($s, -3, 2), mb_substr($s, 2, -2), mb_substr($s, 100), mb_substr($s, -100, 2));
var_dump(mb_substr($s, 1, 0), mb_substr($s, 1, null), mb_substr($s, 5, -10), mb_substr("", 0, 1), mb_substr("abc", 3), mb_substr("abc", 1, -1));
var_dump(mb_substr("abcdef", 1, 3, "ASCII"), mb_substr("abcdef", -2, null, "latin1"));

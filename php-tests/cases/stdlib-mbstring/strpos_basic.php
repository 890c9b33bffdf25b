<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "日本語テキスト日本語";
var_dump(mb_strpos($s, "日本"), mb_strpos($s, "日本", 1), mb_strpos($s, "x"), mb_strpos($s, "語", -3), mb_strpos($s, ""), mb_strpos($s, "", 10));
var_dump(mb_strrpos($s, "日本"), mb_strrpos($s, "日本", -4), mb_strrpos($s, "語", 3), mb_strrpos($s, ""), mb_strrpos("abcb", "b", -1), mb_strrpos("abcb", "b", -2));
var_dump(mb_strpos("abc", "abcd"), mb_strrpos("abc", "c", -1), mb_strrpos("abc", "bc", -1), mb_strrpos("abcbc", "bc", -2));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_substr(string: "日本語", start: 1), mb_substr("日本語", 0, length: 1), mb_strpos(haystack: "abc", needle: "c"), mb_str_pad("a", 3, " ", pad_type: STR_PAD_LEFT));
var_dump(mb_convert_case("abc", mode: MB_CASE_TITLE), mb_strimwidth("abcdef", 0, 4, trim_marker: "…"), mb_str_split("abcd", length: 3), mb_trim("xax", characters: "x"));
var_dump(mb_convert_encoding(string: "é", to_encoding: "ISO-8859-1") === "\xe9", mb_detect_encoding(string: "abc", strict: true));

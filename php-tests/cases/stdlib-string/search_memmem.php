<?php
// strpos/strrpos/substr_count/str_replace over long texts and overlapping needles.
$t = str_repeat("aaab", 1000) . "needle" . str_repeat("ab", 500);
var_dump(strpos($t, "needle"), strrpos($t, "ab"), strrpos($t, "aaab"), strpos($t, "b", 4001));
var_dump(substr_count("aaaa", "aa"), substr_count($t, "a"), substr_count($t, "aab"), substr_count($t, "ab", 10, 100));
var_dump(str_contains($t, "eneedle"), str_contains($t, "bneedlea"), stripos($t, "NEEDLE"), strripos($t, "AAAB"));
var_dump(str_replace("aa", "x", "aaaaa", $c), $c);
var_dump(str_replace("ab", "", $t, $c) === str_repeat("a", 2000) . "needle", $c);
var_dump(str_replace(["a", "b"], ["b", "c"], "ab"), str_ireplace("AB", "-", "abABaB", $c), $c);
var_dump(strpos("", "a"), strrpos("abc", "c", -1), strrpos("abcabc", "abc", -4), strpos("abc", ""), strrpos("abc", ""));
var_dump(substr_count(str_repeat("xyz", 100000), "zx"), crc32(""), crc32("The quick brown fox"), crc32(str_repeat("0123456789", 1000)));

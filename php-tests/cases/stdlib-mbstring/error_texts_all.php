<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$fns = [
 fn() => mb_strlen("a", "FOO"), fn() => mb_substr("a", 0, 1, "FOO"), fn() => mb_strcut("a", 0, 1, "X"),
 fn() => mb_strpos("a", "a", 0, "FOO"), fn() => mb_strrpos("a", "a", 0, "FOO"), fn() => mb_stripos("a", "a", 0, "FOO"),
 fn() => mb_strripos("a", "a", 0, "FOO"), fn() => mb_strstr("a", "a", false, "FOO"), fn() => mb_strrchr("a", "a", false, "FOO"),
 fn() => mb_stristr("a", "a", false, "FOO"), fn() => mb_strrichr("a", "a", false, "FOO"), fn() => mb_substr_count("a", "a", "FOO"),
 fn() => mb_strwidth("a", "FOO"), fn() => mb_strimwidth("a", 0, 1, "", "FOO"), fn() => mb_str_pad("a", 3, " ", STR_PAD_RIGHT, "FOO"),
 fn() => mb_str_split("a", 1, "FOO"), fn() => mb_strtoupper("a", "FOO"), fn() => mb_strtolower("a", "FOO"),
 fn() => mb_convert_case("a", MB_CASE_UPPER, "FOO"), fn() => mb_ucfirst("a", "FOO"), fn() => mb_lcfirst("a", "FOO"),
 fn() => mb_trim("a", null, "FOO"), fn() => mb_ltrim("a", null, "FOO"), fn() => mb_rtrim("a", null, "FOO"),
 fn() => mb_ord("a", "FOO"), fn() => mb_chr(65, "FOO"), fn() => mb_scrub("a", "FOO"), fn() => mb_check_encoding("a", "FOO"),
 fn() => mb_convert_encoding("a", "FOO"), fn() => mb_convert_encoding("a", "UTF-8", "FOO"), fn() => mb_convert_encoding("a", "UTF-8", ["UTF-8", "FOO"]),
 fn() => mb_detect_encoding("a", "FOO"), fn() => mb_detect_encoding("a", ["FOO"]), fn() => mb_encoding_aliases("FOO"),
 fn() => mb_preferred_mime_name("FOO"), fn() => mb_internal_encoding("FOO"), fn() => mb_detect_order("FOO"), fn() => mb_http_output("FOO"),
 fn() => mb_substr("a", 0, 1, "FOO\0BAR"), fn() => mb_strlen("a", ""),
 fn() => mb_str_split("a", 0), fn() => mb_str_pad("a", 3, ""), fn() => mb_str_pad("a", 3, " ", 7), fn() => mb_convert_case("a", 99),
 fn() => mb_strpos("abc", "a", 5), fn() => mb_strrpos("abc", "a", -5), fn() => mb_substr_count("abc", ""), fn() => mb_strimwidth("abc", 0, -5),
 fn() => mb_strimwidth("abc", 9, 1), fn() => mb_chr(0xD800), fn() => mb_ord(""), fn() => mb_language("klingon"), fn() => mb_substitute_character("bogus"),
];
foreach ($fns as $f) t($f);

<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$ru = mb_convert_encoding("Привет мир", "Windows-1251", "UTF-8");
t(fn() => mb_detect_encoding($ru, ["ASCII", "UTF-8", "Windows-1251"]));
t(fn() => mb_detect_encoding($ru, ["ASCII", "UTF-8", "KOI8-R"], true));
t(fn() => mb_detect_encoding($ru, "UTF-8, ISO-8859-5", true));
t(fn() => mb_detect_encoding("abc", ["ISO-8859-2", "ASCII"]));
t(fn() => mb_check_encoding("\x81", "Windows-1251"));
t(fn() => mb_check_encoding("\x98", "Windows-1251"));
t(fn() => mb_check_encoding("\xA1", "ISO-8859-3"));
t(fn() => mb_check_encoding("\xA5", "ISO-8859-3"));
t(fn() => bin2hex(mb_convert_encoding("\xA5", "UTF-8", "ISO-8859-3")));
t(fn() => bin2hex(mb_scrub("a\xA5b", "ISO-8859-3")));
t(fn() => mb_ord("\xE9", "KOI8-R"));
t(fn() => bin2hex(mb_chr(0x0416, "KOI8-R")));
t(fn() => mb_chr(0x4E00, "KOI8-R"));
t(fn() => mb_convert_case(mb_convert_encoding("ΑΒΓ δεζ", "ISO-8859-7", "UTF-8"), MB_CASE_TITLE, "ISO-8859-7") === mb_convert_encoding("Αβγ Δεζ", "ISO-8859-7", "UTF-8"));

<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$enc = "ISO-8859-6";
$all = "";
for ($i = 0x80; $i < 0x100; $i++) $all .= chr($i);
$u = mb_convert_encoding($all, "UTF-8", $enc);
echo bin2hex($u), "\n";
var_dump(mb_check_encoding($all, $enc), mb_strlen($all, $enc));
echo bin2hex(mb_convert_encoding($u, $enc, "UTF-8")), "\n";
echo bin2hex(mb_strtoupper($all, $enc)), "\n";
echo bin2hex(mb_strtolower($all, $enc)), "\n";
t(fn() => mb_preferred_mime_name($enc));
t(fn() => mb_encoding_aliases($enc));
t(fn() => bin2hex(mb_convert_encoding("A€Ωжש日", $enc, "UTF-8")));
t(fn() => mb_substr($all, 10, 5, $enc) === substr($all, 10, 5));
t(fn() => mb_strpos($all, chr(0xC0), 0, $enc));
t(fn() => mb_str_split(substr($all, 0x50, 6), 2, $enc));
t(fn() => mb_strwidth($all, $enc));

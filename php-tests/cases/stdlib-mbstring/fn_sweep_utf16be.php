<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$e = "UTF-16BE";
$s = mb_convert_encoding("Grüße aus Köln 😀", $e, "UTF-8");
$show = fn($x) => is_string($x) ? mb_convert_encoding($x, "UTF-8", $e) : $x;
t(fn() => mb_strlen($s, $e));
t(fn() => $show(mb_substr($s, 2, 5, $e)));
t(fn() => $show(mb_substr($s, -4, null, $e)));
t(fn() => $show(mb_strtoupper($s, $e)));
t(fn() => $show(mb_strtolower($s, $e)));
t(fn() => $show(mb_convert_case($s, MB_CASE_TITLE, $e)));
t(fn() => mb_strpos($s, mb_substr($s, 3, 2, $e), 0, $e));
t(fn() => mb_strrpos($s, mb_substr($s, 1, 1, $e), 0, $e));
t(fn() => mb_stripos($s, mb_strtoupper(mb_substr($s, 4, 2, $e), $e), 0, $e));
t(fn() => mb_substr_count($s, mb_substr($s, 1, 1, $e), $e));
t(fn() => array_map($show, mb_str_split($s, 4, $e)));
t(fn() => mb_strwidth($s, $e));
t(fn() => $show(mb_strimwidth($s, 0, 8, "..", $e)));
t(fn() => $show(mb_str_pad($s, 30, "*", STR_PAD_BOTH, $e)));
t(fn() => $show(mb_ucfirst(mb_strtolower($s, $e), $e)));
t(fn() => $show(mb_lcfirst($s, $e)));
t(fn() => $show(mb_trim($s, mb_substr($s, 0, 1, $e), $e)));
t(fn() => mb_check_encoding($s, $e));
t(fn() => mb_ord(mb_substr($s, 1, 1, $e), $e));
t(fn() => $show(mb_chr(mb_ord($s, $e), $e)));
t(fn() => $show(mb_strstr($s, mb_substr($s, 3, 1, $e), false, $e)));
t(fn() => $show(mb_strrchr($s, mb_substr($s, 3, 1, $e), true, $e)));
t(fn() => bin2hex(mb_strcut($s, 1, 6, $e)));

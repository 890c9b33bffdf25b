<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$values = ["12345", "12.34", "1e5", " 12", "12 ", "0", "00", "+1", "abc\n", "ABCdef", "AbC", "zZ", "\xa0", "\xc3\xa9", "tab\there", "\r\n", "ÿ"];
foreach ($values as $v) {
    printf("%-10s d=%d a=%d u=%d l=%d s=%d p=%d x=%d\n", bin2hex($v), ctype_digit($v), ctype_alpha($v), ctype_upper($v), ctype_lower($v), ctype_space($v), ctype_print($v), ctype_xdigit($v));
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$inputs = ["abc", "ABC", "aBc1", "123", "1.5", "-1", "", " ", "\t\n\r\v\f", "a b", "!@#", "0x1F", "ff", "FG", "\x00", "\x7f", "\x80", "\xe9", "ü", "Hello, World!", "~", "a\0b"];
foreach (["ctype_alnum", "ctype_alpha", "ctype_digit", "ctype_xdigit"] as $f) {
    echo $f, ":";
    foreach ($inputs as $s) echo " ", $f($s) ? "1" : "0";
    echo "\n";
}

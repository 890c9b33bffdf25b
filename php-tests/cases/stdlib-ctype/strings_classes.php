<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$inputs = ["abc", "ABC", "aBc1", "123", "", " ", "\t\n\r\v\f", "a b", "!@#", "\x00", "\x1f", "\x7f", "\x80", "\xff", "Hello, World!", "~", ".,;:", "()[]{}", "\x0b"];
foreach (["ctype_cntrl", "ctype_graph", "ctype_lower", "ctype_print", "ctype_punct", "ctype_space", "ctype_upper"] as $f) {
    echo $f, ":";
    foreach ($inputs as $s) echo " ", $f($s) ? "1" : "0";
    echo "\n";
}

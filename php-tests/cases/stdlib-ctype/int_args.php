<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([0, 9, 32, 48, 57, 65, 97, 127, 128, 255, 256, 1000, -1, -48, -128, -129, -1000, PHP_INT_MAX, PHP_INT_MIN] as $i) {
    echo $i, ":";
    foreach (["ctype_alnum", "ctype_digit", "ctype_graph", "ctype_print", "ctype_space", "ctype_xdigit", "ctype_punct"] as $f) {
        echo " ", @$f($i) ? "1" : "0";
    }
    echo "\n";
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["ctype_alnum", "ctype_alpha", "ctype_cntrl", "ctype_digit", "ctype_graph", "ctype_lower", "ctype_print", "ctype_punct", "ctype_space", "ctype_upper", "ctype_xdigit"] as $f) {
    $n = 0; $list = "";
    for ($i = 0; $i < 256; $i++) { if ($f(chr($i))) { $n++; } }
    echo $f, " ", $n, "\n";
}

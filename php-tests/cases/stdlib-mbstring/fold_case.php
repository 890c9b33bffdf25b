<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["ß", "ẞ", "ſ", "ς", "ϐ", "ϑ", "ϕ", "ϖ", "ϰ", "ϱ", "ϵ", "ͅ", "ẛ", "İ", "ı", "ﬅ", "Ꭰ", "ꭰ", "K", "Å", "ᾈ", "Ω"] as $c) {
    echo $c, " ", bin2hex(mb_convert_case($c, MB_CASE_FOLD)), " ", bin2hex(mb_convert_case($c, MB_CASE_FOLD_SIMPLE)), " ", bin2hex(mb_strtolower($c)), " ", bin2hex(mb_strtoupper($c)), "\n";
}

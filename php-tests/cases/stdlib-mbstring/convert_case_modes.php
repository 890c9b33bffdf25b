<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$strings = ["hello wORLD it's o'neil d'arc", "ß ﬃ ŉ ǰ ᾳ İ", "ǅungla ǆ", "ΣΑΣ ΑΣ Σ", "ΌΣΟΣ'Σ", "aΣ.b", "ΣΑ\u{0301}Σ\u{0301} x", "ὈΔΥΣΣΕΎΣ", "123abc ABC-def_ghi", "x.y,z;w"];
$modes = ["UPPER" => MB_CASE_UPPER, "LOWER" => MB_CASE_LOWER, "TITLE" => MB_CASE_TITLE, "FOLD" => MB_CASE_FOLD, "UPPER_S" => MB_CASE_UPPER_SIMPLE, "LOWER_S" => MB_CASE_LOWER_SIMPLE, "TITLE_S" => MB_CASE_TITLE_SIMPLE, "FOLD_S" => MB_CASE_FOLD_SIMPLE];
foreach ($strings as $s) { foreach ($modes as $n => $m) { echo $n, ": ", mb_convert_case($s, $m), "\n"; } echo "\n"; }
var_dump(MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE);
t(fn() => mb_convert_case("a", 8));
t(fn() => mb_convert_case("a", -1));

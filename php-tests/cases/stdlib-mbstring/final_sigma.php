<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["Σ", "ΑΣ", "ΣΑ", "ΑΣ ", "ΑΣΑ", "ΑΣ'", "ΑΣ'Α", "Α'Σ", "ΑΣ.", "ΑΣ1", "1Σ", "ΑΣ\u{0301}", "ΑΣ\u{0301}Α", "ΑΣ\u{00AD}", "ΟΔΥΣΣΕΥΣ ΟΔΥΣΣΕΥΣ"] as $s) {
    echo $s, " => ", mb_strtolower($s), " / ", mb_convert_case($s, MB_CASE_TITLE), " / ", mb_convert_case($s, MB_CASE_LOWER_SIMPLE), "\n";
}

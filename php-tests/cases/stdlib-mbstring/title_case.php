<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["the quick brown fox", "ÉCOLE élève", "mcdonald's o'reilly", "x-ray y_z 3d", "ǆemal ǅ", "ﬁne ﬂow", "hello\u{0301}world", "a.b.c", "ΑΒΓ δεζ", "ǳ ǲ Ǳ", "ŉa", "ΐ ΰ"] as $s) {
    var_dump(mb_convert_case($s, MB_CASE_TITLE), mb_convert_case($s, MB_CASE_TITLE_SIMPLE));
}

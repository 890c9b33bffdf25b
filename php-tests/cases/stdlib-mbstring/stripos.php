<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_stripos("HÉLLO wörld", "éll"), mb_stripos("HÉLLO wörld", "WÖR"), mb_strripos("ΣΑΣ σας", "σ"), mb_stripos("ǅ", "ǆ"), mb_stripos("Straße", "SS"), mb_stripos("STRASSE", "ß"));
var_dump(mb_stripos("ſ", "S"), mb_stripos("K", "k"), mb_stripos("İ", "i"), mb_strripos("AbCaBc", "abc"), mb_stripos("x", ""), mb_strripos("x", ""));
var_dump(mb_stripos("ABC", "b", 0, "ASCII"), mb_stripos("AÉB", "é", 0, "UTF-8"));

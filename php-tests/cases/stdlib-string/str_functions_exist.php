<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
foreach (["strlen", "str_pad", "sprintf", "printf", "vsprintf", "vprintf", "join", "chop", "strchr", "number_format", "strtr", "wordwrap", "str_word_count", "strnatcasecmp", "hex2bin", "substr_count", "strrchr", "nl2br"] as $f) {
    var_dump(function_exists($f));
}

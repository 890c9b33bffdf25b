<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(trim("  hello  "), ltrim("  hello  "), rtrim("  hello  "), chop("xx  "));
var_dump(trim("\t\n\r\0\x0B hi \x0B\0"), trim("xxhixx", "x"), trim("abchelloabc", "a..c"));
var_dump(trim(""), trim("   "), rtrim("1.500", "0"), rtrim("1.000", ".0"));
var_dump(ltrim("0012", "0"), trim(123, "1"));

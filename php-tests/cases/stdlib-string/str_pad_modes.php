<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(str_pad("5", 3, "0", STR_PAD_LEFT), str_pad("abc", 10), str_pad("abc", 10, "-=", STR_PAD_BOTH));
var_dump(str_pad("abc", 8, "-=", STR_PAD_BOTH), str_pad("abc", 2), str_pad("abc", -1), str_pad("abc", 6, "12345"));
var_dump(STR_PAD_LEFT, STR_PAD_RIGHT, STR_PAD_BOTH);

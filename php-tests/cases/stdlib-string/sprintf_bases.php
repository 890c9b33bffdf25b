<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(sprintf("%b|%o|%x|%X|%c", 10, 64, 255, 255, 97));
var_dump(sprintf("%08b|%-8x|%08X|%'#8o", 5, 255, 3054, 8));
var_dump(sprintf("%x|%o|%b", -1, -1, -2));
var_dump(sprintf("%.2x|%5.1X", 0xabcdef, 0xabc));
var_dump(sprintf("[%5c]", 65), sprintf("%c%c", 256 + 65, 66));

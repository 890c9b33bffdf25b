<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
for ($i = 0x80; $i < 0xA0; $i++) { echo dechex($i), "=", bin2hex(mb_convert_encoding(chr($i), "UTF-8", "Windows-1252")), " "; }
echo "\n";
var_dump(bin2hex(mb_convert_encoding("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ", "Windows-1252", "UTF-8")));
var_dump(bin2hex(mb_convert_encoding("\u{a0}ÿĀ", "ISO-8859-1", "UTF-8")), bin2hex(mb_convert_encoding("\u{7f}\u{80}", "ASCII", "UTF-8")));
var_dump(mb_strtoupper("\xe9\xe0\xff", "ISO-8859-1") === "\xc9\xc0?", bin2hex(mb_strtoupper("\xe9\xe0\xff", "ISO-8859-1")), bin2hex(mb_strtolower("\x8a\x8c\x9f", "Windows-1252")));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "日本語abc";
for ($i = 0; $i <= 12; $i++) { echo $i, ": ", bin2hex(mb_strcut($s, $i, 4)), " ", bin2hex(mb_strcut($s, $i)), "\n"; }
var_dump(mb_strcut($s, -3), mb_strcut($s, 1, -3), mb_strcut($s, 100), mb_strcut($s, 0, 0), mb_strcut("", 0));
var_dump(bin2hex(mb_strcut("abcdef", 1, 3, "UCS-2")), bin2hex(mb_strcut("abcdef", 2, 2, "ASCII")), bin2hex(mb_strcut("abcdefgh", 5, 9, "UTF-32")));

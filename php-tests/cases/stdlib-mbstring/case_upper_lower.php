<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$words = ["hello world", "ÀÉÎÕÜ àéîõü", "straße", "ǅungla ǆ ǈ", "ﬃ ﬀ ŉ ǰ", "ΆΈΉ άέή", "İstanbul ıi", "Привет МИР", "ⓐⓑⓒ", "𐐨𐐩 𐐀", "ǲ", "ᾳ ᾼ ῳ"];
foreach ($words as $w) { echo mb_strtoupper($w), " | ", mb_strtolower($w), "\n"; }
var_dump(mb_strtoupper("abc", "ASCII"), mb_strtolower("ÀB", "ISO-8859-1"), bin2hex(mb_strtoupper("\xe0\xff", "ISO-8859-1")), bin2hex(mb_strtoupper("\xe0\xff\x9a", "Windows-1252")));
var_dump(bin2hex(mb_strtoupper("a\x80b")), bin2hex(mb_strtolower("\xC3")));

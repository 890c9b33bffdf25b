<?php
var_dump(preg_match_all('/\p{Lu}/u', "Hello W\u{d6}rld", $m), $m);
var_dump(preg_match('/^\p{Greek}+$/u', "\u{3b1}\u{3b2}\u{3b3}"));
var_dump(preg_match('/\X/u', "e\u{301}x", $m), bin2hex($m[0]));
var_dump(preg_replace('/\s+/u', ' ', "a\u{a0}\u{2003}b"));
var_dump(preg_match('/\d/u', "\u{663}"), preg_match('/\d/', "\u{663}"));
var_dump(preg_split('/(?<=\p{Ll})(?=\p{Lu})/u', 'camelCaseString'));
var_dump(preg_match('/\x{263a}/u', "smile \u{263a}", $m, PREG_OFFSET_CAPTURE), $m);

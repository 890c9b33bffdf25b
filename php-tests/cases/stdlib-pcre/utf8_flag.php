<?php
var_dump(preg_match('/^.$/u', "\u{e9}"));
var_dump(preg_match('/^.$/', "\u{e9}"));
var_dump(preg_match('/\w+/u', "h\u{e9}llo w", $m), $m);
var_dump(preg_match('/\w+/', "h\u{e9}llo w", $m), $m);
var_dump(preg_match('/./u', "\xff"), preg_last_error(), preg_last_error_msg());
var_dump(preg_match('/./u', "ab\xc3"), preg_last_error());
var_dump(preg_match('/a/u', "\u{e9}a", $m, PREG_OFFSET_CAPTURE, 1), preg_last_error(), preg_last_error_msg());
var_dump(preg_match('/a/u', "\u{e9}a", $m, PREG_OFFSET_CAPTURE, 2), $m);
var_dump(preg_match('/a/u', 'a'), preg_last_error_msg());
var_dump(preg_replace('/a/u', 'b', "a\xff"), preg_last_error());
var_dump(preg_split('/,/u', "a,\xff"), preg_last_error());
var_dump(preg_match_all('/./u', "\u{263a}\u{e9}x", $m), $m);

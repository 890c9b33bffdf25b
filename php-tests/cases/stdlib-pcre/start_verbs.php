<?php
var_dump(preg_match('/(*UTF8)^.$/', "\u{e9}"));
var_dump(preg_match('/(*UTF)(*UCP)^\w$/', "\u{e9}"));
var_dump(preg_match('/(*ANYCRLF)^b/m', "a\rb"));
var_dump(preg_match('/(*CR)a$/m', "a\rb"));
var_dump(preg_match('/(*LIMIT_MATCH=5)(a+)+b/', 'aaaaaaaaaaaac'), preg_last_error_msg());
var_dump(preg_match('/a(*SKIP)(*FAIL)|b/', 'ab', $m), $m);
var_dump(preg_match('/(*UTF)a/U', 'a'));

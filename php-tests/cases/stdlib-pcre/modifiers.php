<?php
var_dump(preg_match('/a+/U', 'aaa', $m), $m);
var_dump(preg_match('/a+?/U', 'aaa', $m), $m);
var_dump(preg_match('/(a)(?:b)(c)/n', 'abc', $m), $m);
var_dump(preg_match('/(?<x>a)(b)/n', 'ab', $m), $m);
var_dump(preg_match('/b/A', 'abc'));
var_dump(preg_match('/a/A', 'abc'));
var_dump(preg_match_all('/\d/A', '12a3', $m), $m);
var_dump(preg_match('/c$/D', "abc\n"));
var_dump(preg_match('/c$/', "abc\n"));
var_dump(preg_match('/c$/Dm', "abc\n"));
var_dump(preg_match('/[$]/D', 'a$'));
var_dump(preg_match('/a\$/D', 'a$'));
var_dump(preg_match('/k/iu', "\u{212a}"));
var_dump(preg_match('/k/iur', "\u{212a}"));

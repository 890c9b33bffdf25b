<?php
var_dump(preg_match('#a#', 'a'));
var_dump(preg_match('{a}', 'a'));
var_dump(preg_match('(a(b)c)', 'abc', $m), $m);
var_dump(preg_match('[a[bc]]', 'ab', $m), $m);
var_dump(preg_match('<a>i', 'A'));
var_dump(preg_match('~a\~b~', 'a~b'));
var_dump(preg_match("  \n/a/", 'a'));
var_dump(preg_match('%a%', 'a'));
var_dump(preg_match('!a!', 'a'));
var_dump(preg_match('/a/ ', 'a'));
var_dump(preg_match("/a/\n", 'a'));

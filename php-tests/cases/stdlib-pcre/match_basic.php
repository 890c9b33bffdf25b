<?php
var_dump(preg_match('/b/', 'abc'));
var_dump(preg_match('/x/', 'abc'));
var_dump(preg_match('/(a)(b)(c)/', 'abc', $m), $m);
var_dump(preg_match('/^abc$/', "abc\n"));
var_dump(preg_match('/^abc$/D', "abc\n"));
var_dump(preg_match('/ABC/i', 'xabcx', $m), $m);
var_dump(preg_match('/a.c/s', "a\nc"));
var_dump(preg_match('/a.c/', "a\nc"));
var_dump(preg_match('/^b/m', "a\nb"));
var_dump(preg_match('/a b c/x', 'abc'));

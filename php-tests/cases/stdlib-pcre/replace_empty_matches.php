<?php
var_dump(preg_replace('/a*/', 'X', 'baaac'));
var_dump(preg_replace('/a*?/', 'X', 'baaac'));
var_dump(preg_replace('/^/m', '> ', "l1\nl2\n"));
var_dump(preg_replace('/$/m', ';', "l1\nl2"));
var_dump(preg_replace('/\b/', '|', 'ab cd'));
var_dump(preg_replace('//u', '.', "\u{e9}a"));
var_dump(preg_replace('/(?=a)/', '^', 'banana', 2));

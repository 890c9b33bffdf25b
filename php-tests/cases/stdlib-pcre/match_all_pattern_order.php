<?php
var_dump(preg_match_all('/(\d)(\w)/', '1a 2b 3c', $m), $m);
var_dump(preg_match_all('/x/', 'abc', $m), $m);
var_dump(preg_match_all('/(a)(b)?/', 'a ab a', $m), $m);
var_dump(preg_match_all('/(a)(b)?/', 'a ab', $m, PREG_PATTERN_ORDER | PREG_UNMATCHED_AS_NULL), $m);
var_dump(preg_match_all('/\d/', '1 2 3'));

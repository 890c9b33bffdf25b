<?php
var_dump(preg_match('/(a)(b)?(c)?/', 'a', $m), $m);
var_dump(preg_match('/(a)(b)?(c)/', 'ac', $m), $m);
var_dump(preg_match('/(a)|(b)/', 'b', $m), $m);
var_dump(preg_match('/(a)(b)?(c)?/', 'a', $m, PREG_UNMATCHED_AS_NULL), $m);
var_dump(preg_match('/(a)(b)?(c)?/', 'a', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match('/(a)(b)?(c)?/', 'a', $m, PREG_OFFSET_CAPTURE | PREG_UNMATCHED_AS_NULL), $m);

<?php
var_dump(preg_split('/(,)/', 'a,b', -1, PREG_SPLIT_DELIM_CAPTURE));
var_dump(preg_split('/(-)|(,)/', 'a,b-c', -1, PREG_SPLIT_DELIM_CAPTURE));
var_dump(preg_split('/(-)|(,)/', 'a,b-c', -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY));
var_dump(preg_split('/,/', 'a,bb,c', -1, PREG_SPLIT_OFFSET_CAPTURE));
var_dump(preg_split('/(,)/', 'a,,b', -1, PREG_SPLIT_OFFSET_CAPTURE | PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY));
var_dump(preg_split('//u', "\u{e9}t\u{e9}", -1, PREG_SPLIT_NO_EMPTY));
var_dump(preg_split('//', "\u{e9}", -1, PREG_SPLIT_NO_EMPTY));
var_dump(preg_split('/(\d)(x)?/', 'a1b2xc', -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_OFFSET_CAPTURE));

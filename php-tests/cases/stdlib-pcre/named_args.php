<?php
var_dump(preg_match(pattern: '/(b)/', subject: 'abc', matches: $m, flags: PREG_OFFSET_CAPTURE), $m);
var_dump(preg_replace(subject: 'aaa', pattern: '/a/', replacement: 'b', limit: 2));
var_dump(preg_split('/,/', 'a,,b', flags: PREG_SPLIT_NO_EMPTY));
var_dump(preg_quote(str: 'a.b', delimiter: '/'));
var_dump(preg_match_all('/a/', 'banana', offset: 2));

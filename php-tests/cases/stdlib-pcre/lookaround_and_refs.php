<?php
var_dump(preg_match('/(?<=a)b/', 'ab', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match('/(?<!a)b/', 'ab'));
var_dump(preg_match('/b(?=c)/', 'abc'));
var_dump(preg_match('/(\w)\1/', 'abccd', $m), $m);
var_dump(preg_match('/(?<c>\w)\k<c>/', 'xyyz', $m), $m);
var_dump(preg_match('/\((?:[^()]|(?R))*\)/', 'x(a(b)c)y', $m), $m);
var_dump(preg_match_all('/\((?:[^()]|(?R))*\)/', '(a)(b(c))', $m), $m);
var_dump(preg_match('/(?|(a)|(b))/', 'b', $m), $m);
var_dump(preg_match('/(?i)abc/', 'ABC'));
var_dump(preg_match('/a(?i:b)c/', 'aBc'), preg_match('/a(?i:b)c/', 'aBC'));

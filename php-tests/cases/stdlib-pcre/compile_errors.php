<?php
var_dump(preg_match('/(/', 'a'));
var_dump(preg_match('/[a/', 'a'));
var_dump(preg_match('/a{2,1}/', 'a'));
var_dump(preg_match('/*/', 'a'));
var_dump(preg_match('/(?<1a>x)/', 'x'));
var_dump(preg_match('/\\/', 'x'));
var_dump(preg_match('/(?P<n>a)(?P<n>b)/', 'ab'));
var_dump(preg_match('/abc)/', 'abc'));
var_dump(preg_match('/x(?z)/', 'x'));
var_dump(preg_last_error(), preg_last_error_msg());
var_dump(preg_replace('/(/', 'x', 'abc'));
var_dump(preg_split('/(/', 'abc'));
var_dump(preg_grep('/(/', ['a']));
var_dump(preg_match_all('/(/', 'abc', $m), $m);

<?php
$a = ['apple', 'b' => 'banana', 5 => 'cherry', '42', 7, 1.5, true, null];
var_dump(preg_grep('/an/', $a));
var_dump(preg_grep('/an/', $a, PREG_GREP_INVERT));
var_dump(preg_grep('/^\d+$/', $a));
var_dump(preg_grep('/x/', []));
var_dump(preg_grep('/./u', ['ok', "bad\xff", 'late']), preg_last_error());
var_dump(preg_grep('/(/', ['a']));

<?php
$x = 1;
$a = [&$x, &$x, $x];
var_dump(serialize($a));
$y = 'str';
$b = ['a' => &$y, 'b' => [&$y], 'c' => &$y];
var_dump(serialize($b));
$c = [1];
$d = [&$c, &$c];
var_dump(serialize($d));
$e = [1, 2];
$f = [&$e];
unset($e);
var_dump(serialize($f));
function f() { $v = 5; return [&$v, &$v]; }
var_dump(serialize(f()));

<?php
// The value of `$a[k] = &$x` and `$$n = &$x` used as an expression was compiled to a
// missing slot (u32::MAX) and panicked with an index out of bounds.
$c = 5;
var_dump($b['a'] = &$c);
$n = 'v';
var_dump($$n = &$c);
$x = ($d[1][2] = &$c) + 1;
var_dump($x);
function f() { return 3; }
var_dump(($e[0] = &$c) * f());

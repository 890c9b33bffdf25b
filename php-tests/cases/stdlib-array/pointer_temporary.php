<?php
function f() { $a = [1, 2, 3]; end($a); return $a; }
function g() { return ['x' => 'X', 'y' => 'Y']; }
var_dump(next(g()));
var_dump(prev(f()));
var_dump(reset(f()));
var_dump(end(g()));
var_dump(current(f()));
var_dump(key(f()));
$a = f();
var_dump(current($a), key($a));
var_dump(next($a), key($a));
var_dump(reset($a), prev($a), key($a));

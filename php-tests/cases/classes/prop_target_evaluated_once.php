<?php
class T { public $p = null; public $a = []; public int $i = 1; public $o; }
$t = new T; $t->o = new T;
function f() { global $t; echo "f "; return $t; }
f()->p ??= 5; echo "\n";
f()->p ??= 6; echo "\n";
f()->a[] = 1; echo "\n";
f()->a['k'] ??= 2; echo "\n";
f()->i++; echo "\n";
f()->o->i += 3; echo "\n";
[f()->p, f()->i] = [7, 8]; echo "\n";
var_dump(isset(f()->p), empty(f()->q), f()->o->i, f()?->p);
$x = f()->o; $x->p = 'w'; echo "\n";
echo f()->o->p, "\n";
var_dump($t);

<?php
// A dynamic static property name is evaluated before the assigned value; the property
// is fetched after it (php's ASSIGN_STATIC_PROP).
class C { public static $a = 1; public static $b = [1]; }
function f($x) { echo "f$x\n"; return $x; }
C::${f('a')} = f(2);
$n = 'b';
C::$$n[f(0)] = f(3);
var_dump(C::$a, C::$b);
try { C::${f('zz')} = f(4); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$cls = 'C';
$cls::${f('a')} = f(5);
var_dump($x = C::${'a'} = 9, C::$a);

<?php
// A compound assignment to a property evaluates the object and a computed name once, and
// its value is what the (typed) property stored.
class T { public int $i = 42; public $n = 1; }
$o = new T;
function f() { echo "f\n"; global $o; return $o; }
function k() { echo "k\n"; return 'n'; }
f()->n += 1;
f()->{k()} .= "x";
var_dump($o->i += 1.0, $o->i -= "2", $o->n);
class U { public int $i = 1; function m() { return $this->i += 1.5; } }
try { var_dump((new U)->m()); } catch (Error $e) { echo $e->getMessage(), "\n"; }

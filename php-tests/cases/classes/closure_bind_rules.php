<?php
class A { public $v = 'a'; function m() { return $this->v; } static function s() { return static::class; } }
class B extends A { public $v = 'b'; }
class X { public $v = 'x'; }
function plain() { return 1; }
$m = (new A)->m(...);
var_dump($m->bindTo(new B)(), $m->bindTo(new X), $m->bindTo(null), $m->bindTo(new A, 'X'));
$s = A::s(...);
var_dump($s->bindTo(null)(), $s->bindTo(new A), $s->bindTo(null, 'B'));
$f = plain(...);
var_dump($f->bindTo(null)(), $f->bindTo(null, 'A'));
$c = function () { return isset($this) ? get_class($this) : 'none'; };
$bound = Closure::bind($c, new A, A::class);
var_dump($bound(), $bound->bindTo(null));
$noThis = function () { return 1; };
$b2 = $noThis->bindTo(new A);
var_dump($b2->bindTo(null)());
$uses = fn() => fn() => $this;
$u = Closure::bind($uses, new A, A::class);
var_dump($u->bindTo(null) instanceof Closure);

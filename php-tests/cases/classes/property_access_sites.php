<?php
function f() { echo "f\n"; return 1; }
function g() { try { $this->x = f(); } catch (Error $e) { echo $e->getMessage(), "\n"; } }
g();
function h() { try { echo $this->x; } catch (Error $e) { echo $e->getMessage(), "\n"; } }
h();
class A { public $p = 1; private $q = 2; public int $t = 0; public readonly int $r;
  function __construct() { $this->r = 5; }
  function run() { for ($i = 0; $i < 3; $i++) { $this->p++; $this->q += 1; $this->t = $i; } var_dump($this->p, $this->q, $this->t, $this->r); try { $this->t = "zz"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; } $this->t = "7"; var_dump($this->t); }
}
class B extends A { public $q = 'b'; function run2() { for ($i=0;$i<2;$i++) { echo $this->q, "\n"; } } }
(new A)->run(); $b = new B; $b->run(); $b->run2();
$o = new A; for ($i=0;$i<3;$i++) { try { $o->r = 9; } catch (Error $e) { echo $e->getMessage(), "\n"; } }
for ($i=0;$i<3;$i++) { try { echo $o->q; } catch (Error $e) { echo $e->getMessage(), "\n"; } }
$objs = [new A, new B, new stdClass, new A];
foreach ($objs as $x) { $x->p = 10; var_dump($x->p ?? null); }
$s = new stdClass; $s->a = 1; unset($s->a); for ($i=0;$i<2;$i++) { echo @$s->a, "|"; $s->a = $i; }
// a site that saw a declared property keeps working when the property is unset
// (then __get answers) and set again
class M { public $v = 1; public function __get($n) { return "magic $n"; } public function __set($n, $x) { echo "set $n\n"; } }
$m = new M;
function rd($o) { return $o->v; }
function wr($o, $x) { $o->v = $x; }
for ($i = 0; $i < 3; $i++) { var_dump(rd($m)); wr($m, $i); }
unset($m->v);
var_dump(rd($m)); wr($m, 5); var_dump(rd($m));
$m->v = 7; var_dump(rd($m));
// one site, objects of several classes with the property at different positions
class P1 { public $a = 1; public $z = 'p1'; }
class P2 { public $z = 'p2'; public $a = 2; }
class P3 extends P1 { public $y = 3; }
foreach ([new P1, new P2, new P3, new P1, new P2] as $o) { echo $o->z, " "; $o->z .= '!'; echo $o->z, "\n"; }
// private properties of a parent and a child with the same name
class Q { private $s = 'Q'; function q() { return $this->s; } function setq($v) { $this->s = $v; } }
class R extends Q { private $s = 'R'; function r() { return $this->s; } }
$r = new R; for ($i = 0; $i < 2; $i++) { echo $r->q(), $r->r(), "\n"; $r->setq("Q$i"); }
print_r($r);
// method call sites across classes, private methods and __call
class K1 { function who() { return 'K1'; } private function p() { return 'K1p'; } function callp($o) { return $o->p(); } }
class K2 extends K1 { function who() { return 'K2'; } }
class K3 { function __call($n, $a) { return "call $n"; } }
foreach ([new K1, new K2, new K3, new K1] as $o) { echo $o->who(), "\n"; }
$k = new K1; foreach ([new K1, new K2] as $o) { echo $k->callp($o), "\n"; }
// typed property writes through a warm site
class T { public int $n = 0; public ?string $s = null; public float $f = 0.0; }
$t = new T;
foreach ([1, "2", 3.0, true, null] as $v) { try { $t->n = $v; var_dump($t->n); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
foreach ([1, 2.5, "3"] as $v) { $t->f = $v; var_dump($t->f); }
foreach (["a", null, 5] as $v) { $t->s = $v; var_dump($t->s); }

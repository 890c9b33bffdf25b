<?php
// php's root buffer decides the order a collector run calls destructors and frees garbage:
// freed slots are reused last-freed-first, the buffer is compacted before a run, and the
// garbage is freed slot by slot, each object first freeing what only it held.
class D { public $o = []; function __construct(public $n) {} function __destruct() { echo "dtor {$this->n} #", spl_object_id($this), "\n"; } }
class E { public $o; function __construct(public $n) {} }
function ids(int $k) { $l = []; for ($i = 0; $i < $k; $i++) { $l[] = new E("n$i"); } echo "next ids ", implode(",", array_map('spl_object_id', $l)), "\n"; }

echo "-- two-cycle with destructors\n";
$x = new D("A"); $y = new D("B"); $x->o = $y; $y->o = $x; unset($x, $y);
var_dump(gc_collect_cycles());
ids(3);

echo "-- two-cycle without destructors after live roots\n";
$keep1 = new D("keep1"); $keep2 = new D("keep2");
$x = new E("A"); $y = new E("B"); $x->o = $y; $y->o = $x; unset($x, $y);
var_dump(gc_collect_cycles());
ids(3);

echo "-- ring of three\n";
function ring($cls, $k) {
    $objs = [];
    for ($i = 0; $i < $k; $i++) $objs[] = new $cls("r$i");
    for ($i = 0; $i < $k; $i++) $objs[$i]->o = $objs[($i + 1) % $k];
}
ring('D', 3);
var_dump(gc_collect_cycles());
ids(4);

echo "-- slots reused after frees\n";
$a = new D("s1"); $b = new D("s2"); $c = new D("s3");
unset($b, $a);
$p = new D("p"); $q = new D("q"); $p->o = $q; $q->o = $p; unset($p, $q);
var_dump(gc_status()['roots']);
var_dump(gc_collect_cycles());
unset($c);
ids(3);

echo "-- nested garbage and a destructor's reach\n";
$a = new D("a"); $b = new E("b"); $c = new D("c");
$a->o[] = $b; $b->o = $c; $c->o[] = $a;
unset($a, $b, $c);
$s = new D("self"); $s->o[] = $s; unset($s);
var_dump(gc_collect_cycles());
ids(5);

echo "-- resurrection\n";
class R { public static $saved; public $self; function __destruct() { echo "R dtor\n"; R::$saved = $this; } }
$r = new R; $r->self = $r; unset($r);
var_dump(gc_collect_cycles());
var_dump(R::$saved instanceof R);
R::$saved = null;
var_dump(gc_collect_cycles());
ids(2);

echo "-- a closure goes after its variables' destructors\n";
class Thrower { public function __destruct() { echo "Thrower dtor #", spl_object_id($this), "\n"; throw new RuntimeException("from dtor"); } }
try { (function () { $t = new Thrower; })(); } catch (RuntimeException $e) { echo "caught #", spl_object_id($e), "\n"; }
unset($e);
ids(3);
echo "end\n";

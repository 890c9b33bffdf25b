<?php
// cycles of objects, arrays and references are collected by gc_collect_cycles()
$a = new stdClass; $a->self = $a; unset($a);
var_dump(gc_collect_cycles());
$a = new stdClass; $a->arr = [$a, 1]; unset($a);
var_dump(gc_collect_cycles());
$a = new stdClass(); $a->a = array(); $a->a[0] =& $a; unset($a);
var_dump(gc_collect_cycles());
function make() { $x = new stdClass; $y = new stdClass; $x->y = $y; $y->x = $x; }
make();
var_dump(gc_collect_cycles());
// nothing to collect: live cycles stay
$live = new stdClass; $live->me = $live;
var_dump(gc_collect_cycles());
var_dump($live->me === $live);
// a chain hanging off a cycle is freed with it
$head = new stdClass; $head->next = new stdClass; $head->next->next = new stdClass;
$head->next->next->back = $head; unset($head);
var_dump(gc_collect_cycles());
// closures that capture their owner
$f = new stdClass; $f->cb = function () use ($f) { return $f; }; unset($f);
var_dump(gc_collect_cycles());
class E { public $cb; function __construct() { $this->cb = function () { return $this; }; } }
$e = new E; unset($e);
var_dump(gc_collect_cycles());
function fcc() { $m = new E; $m->cb = $m->__construct(...); }
fcc();
var_dump(gc_collect_cycles());
// a garbage cycle holding a live object keeps the live one
$keep = new stdClass; $keep->v = 42;
$g = new stdClass; $g->self = $g; $g->keep = $keep; unset($g);
var_dump(gc_collect_cycles(), $keep->v);
var_dump(gc_collect_cycles());
echo "ids reused: ", spl_object_id(new stdClass) < 20 ? "yes" : "no", "\n";

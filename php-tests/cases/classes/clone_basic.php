<?php
class Inner { public $v = 1; }
class Outer {
    public $inner;
    public $arr = [];
    public static $clones = 0;
    public function __construct() { $this->inner = new Inner; }
    public function __clone() { self::$clones++; echo "__clone called on #", spl_object_id($this), "\n"; }
}
$a = new Outer;
$a->arr = [1, $a->inner];
$b = clone $a;
var_dump($a === $b, $a == $b, $a->inner === $b->inner, $b->arr[1] === $a->inner);
$b->inner->v = 2;
var_dump($a->inner->v);
class Deep extends Outer {
    public function __clone() { parent::__clone(); $this->inner = clone $this->inner; }
}
$d = new Deep;
$e = clone $d;
$e->inner->v = 99;
var_dump($d->inner->v, $e->inner->v, Outer::$clones);
var_dump($a, $b);
try { $x = 5; $y = clone $x; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $y = clone null; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class PrivClone { private function __clone() {} public function dup() { return clone $this; } }
$p = new PrivClone;
var_dump(get_class($p->dup()));
try { clone $p; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$s = new stdClass; $s->a = [1]; $s->o = new stdClass;
$t = clone $s;
$t->a[] = 2; $t->o->x = 1;
var_dump($s, $t);
$ref = 1;
$s2 = new stdClass; $s2->r = &$ref;
$t2 = clone $s2;
$t2->r = 5;
var_dump($ref);

<?php
class Pt {
    public function __construct(public int $x = 0, public int $y = 0, protected int $z = 0) {}
    public function withZ(int $z) { return clone($this, ['z' => $z]); }
}
$p = new Pt(1, 2);
$q = clone($p, ['x' => 10]);
var_dump($p, $q);
var_dump($p->withZ(5));
try { clone($p, ['z' => 1]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { clone($p, ['x' => 'str']); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = clone($p, ['dyn' => 1]);
var_dump($r);
readonly class RPt {
    public function __construct(public int $x, public int $y) {}
    public function withX($x) { return clone($this, ['x' => $x]); }
}
$rp = new RPt(1, 2);
var_dump($rp->withX(3));
try { clone($rp, ['x' => 9]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class WithCloneHook { public $a = 1; public $log = ''; public function __clone() { $this->log .= 'hook a=' . $this->a; } }
var_dump(clone(new WithCloneHook, ['a' => 2]));
$s = new stdClass; $s->k = 1;
var_dump(clone($s, ['k' => 2, 'n' => 3]));
try { clone($p, [1 => 2]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = clone(...);
var_dump($f($s));
var_dump(array_map(clone(...), [$s])[0] !== $s);

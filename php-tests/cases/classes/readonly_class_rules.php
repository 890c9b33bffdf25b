<?php
readonly class Point {
    public function __construct(public int $x, public int $y) {}
    public function withX(int $x): static { return new static($x, $this->y); }
}
readonly class Point3 extends Point {
    public function __construct(int $x, int $y, public int $z = 0) { parent::__construct($x, $y); }
}
$p = new Point(1, 2);
var_dump($p, $p->withX(5));
try { $p->x = 3; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $p->extra = 3; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unset($p->y); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$q = new Point3(1, 2, 3);
var_dump($q);
try { $q->z++; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = new ReflectionClass('Point3');
var_dump($r->isReadOnly(), $r->getProperty('z')->isReadOnly());
trait RT { public readonly int $t; public function initT() { $this->t = 9; return $this->t; } }
readonly class WithTrait { use RT; }
var_dump((new WithTrait)->initT());

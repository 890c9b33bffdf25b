<?php
readonly class Point {
    public function __construct(public int $x, public int $y) {}
    public function withX(int $x): static { return new static($x, $this->y); }
}
$p = new Point(1, 2);
$q = $p->withX(5);
var_dump($p, $q);
try { $p->x = 3; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $p->z = 3; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
readonly class Child extends Point {
    public int $z;
    public function __construct() { parent::__construct(0, 0); $this->z = 9; }
}
$c = new Child;
var_dump($c);
try { $c->z = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = new ReflectionClass('Point');
var_dump($r->isReadOnly());
var_dump((new ReflectionProperty('Point', 'x'))->isReadOnly());

<?php
class Point {
    public function __construct(public readonly int $x, public readonly int $y = 0) {}
    public function withX(int $x): static { return new static($x, $this->y); }
}
$p = new Point(1, 2); $q = $p->withX(5);
echo $p->x, $p->y, $q->x, $q->y, "\n";
try { $p->x = 3; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class T { public int $n = 0; public ?string $s = null; public int $u; }
$t = new T; $t->n = "42"; var_dump($t->n);
try { $t->n = "abc"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { echo $t->u; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$t->s = 12; var_dump($t->s);
var_dump(new Point(7));

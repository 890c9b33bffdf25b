<?php
// hooks are inherited and overridden per hook; parent::$prop::get()/set(); interfaces and abstract hooks
class Base {
    public int $n = 1 {
        get { echo "Base get\n"; return $this->n; }
        set { echo "Base set $value\n"; $this->n = $value; }
    }
}
class Child extends Base {
    public int $n = 2 {
        get { echo "Child get\n"; return parent::$n::get() * 100; }
    }
}
class Grand extends Child {
    public int $n = 3 {
        set { echo "Grand set\n"; parent::$n::set($value + 1); }
    }
}
$c = new Child;
var_dump($c->n);
$c->n = 5;
var_dump($c->n);
$g = new Grand;
$g->n = 7;
var_dump($g->n);

interface HasName { public string $name { get; } }
interface HasId { public int $id { get; set; } }
class Plain implements HasName, HasId {
    public string $name = "plain";
    public int $id = 0;
}
class Computed implements HasName {
    public string $name { get => static::class; }
}
$p = new Plain;
$p->id = 9;
var_dump($p->name, $p->id, (new Computed)->name);
var_dump($p instanceof HasName, new Computed instanceof HasName);

abstract class Shape {
    abstract public float $area { get; }
    public function describe(): string { return static::class . " " . $this->area; }
}
class Square extends Shape {
    public function __construct(private float $side) {}
    public float $area { get => $this->side ** 2; }
}
echo (new Square(3))->describe(), "\n";
$r = new ReflectionClass('Square');
var_dump(count($r->getMethods()));
trait Named {
    public string $title = "" { set => trim($value); }
}
class Doc { use Named; }
$d = new Doc;
$d->title = "  spaced  ";
var_dump($d->title);

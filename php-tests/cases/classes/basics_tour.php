<?php
interface Shape { const SIDES = 0; public function area(): float; }
abstract class Base implements Shape {
    protected static int $count = 0;
    public function __construct(protected string $name) { static::$count++; self::$count += 0; }
    abstract public function area(): float;
    public function describe(): string { return sprintf("%s with area %.2f", $this->name, $this->area()); }
    public static function count(): int { return static::$count; }
    public function __toString(): string { return $this->describe(); }
}
class Circle extends Base {
    const PI = 3.14159;
    public function __construct(private float $r) { parent::__construct("circle"); }
    public function area(): float { return self::PI * $this->r ** 2; }
}
class Rect extends Base {
    const SIDES = 4;
    public $tags = [];
    public function __construct(public float $w = 1, public float $h = 2) { parent::__construct("rect"); }
    public function area(): float { return $this->w * $this->h; }
    public static function square(float $s): static { return new static($s, $s); }
}
$shapes = [new Circle(2), new Rect(3, 4), Rect::square(5)];
foreach ($shapes as $s) { echo $s->describe(), "\n"; }
echo Base::count(), "\n";
echo Rect::SIDES, " ", Circle::SIDES, " ", Shape::SIDES, "\n";
var_dump($shapes[1]);
print_r($shapes[0]); echo "\n";
$shapes[1]->tags[] = "a"; $shapes[1]->tags[] = "b";
var_dump($shapes[1]->tags);
var_dump($shapes[0] instanceof Shape, $shapes[0] instanceof Rect);
echo get_class($shapes[2]), "\n";
$c = clone $shapes[1]; $c->w = 10; echo $shapes[1]->w, " ", $c->w, "\n";
try { $shapes[0]->r; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new Base("x"); } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo "$shapes[0]\n";
class Magic { private $data = []; 
  function __get($n) { echo "get $n\n"; return $this->data[$n] ?? null; }
  function __set($n, $v) { echo "set $n\n"; $this->data[$n] = $v; }
  function __isset($n) { return isset($this->data[$n]); }
  function __unset($n) { unset($this->data[$n]); }
  function __call($m, $a) { return "$m(" . implode(",", $a) . ")"; }
  static function __callStatic($m, $a) { return "static $m"; }
}
$m = new Magic; $m->x = 5; echo $m->x, "\n"; var_dump(isset($m->x), isset($m->y)); unset($m->x); var_dump(isset($m->x));
echo $m->foo(1,2), " ", Magic::bar(), "\n";
$o = new stdClass; $o->a = 1; $o->b = [1,2]; var_dump($o);
class P { public $x = 1; protected $y = 2; private $z = 3; }
class Q extends P { private $z = 4; public $w = 5; }
var_dump(new Q); print_r(new Q); var_export(new Q); echo "\n";
var_dump((array) new Q);

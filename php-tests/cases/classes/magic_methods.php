<?php
class Bag implements Countable {
    private array $items = [];
    public function __get($k) { echo "__get($k)\n"; return $this->items[$k] ?? null; }
    public function __set($k, $v) { echo "__set($k)\n"; $this->items[$k] = $v; }
    public function __isset($k) { echo "__isset($k)\n"; return isset($this->items[$k]); }
    public function __unset($k) { echo "__unset($k)\n"; unset($this->items[$k]); }
    public function __call($m, $args) { return $m . ':' . count($args); }
    public static function __callStatic($m, $args) { return "static " . $m; }
    public function __invoke($x) { return $x * 2; }
    public function __toString(): string { return 'Bag(' . implode(',', array_keys($this->items)) . ')'; }
    public function count(): int { return count($this->items); }
}
$b = new Bag;
$b->a = 1; $b->b = 2;
echo $b->a + $b->b, "\n";
var_dump(isset($b->a), isset($b->zz), empty($b->a));
echo $b->c ?? 'none', "\n";
unset($b->a);
echo $b, " ", strlen($b), " ", "x$b", "\n";
echo $b->anything(1, 2, 3), " ", Bag::other(), " ", $b(21), "\n";
echo count($b), "\n";
var_dump($b instanceof Stringable, $b instanceof Countable, is_callable($b));
echo array_sum(array_map($b, [1, 2, 3])), "\n";
class Clo { public $v = 1; public function __clone() { echo "cloning\n"; $this->v++; } }
$x = new Clo; $y = clone $x; var_dump($x->v, $y->v, $x === $y, $x == $y);

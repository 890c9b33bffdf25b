<?php
// Fiber::suspend() inside the Iterator methods a foreach calls, and inside getIterator()
class It implements Iterator {
    private int $i = 0;
    public function __construct(private array $items) {}
    public function rewind(): void { Fiber::suspend('rewind'); $this->i = 0; }
    public function valid(): bool { Fiber::suspend("valid {$this->i}"); return $this->i < count($this->items); }
    public function current(): mixed { return $this->items[$this->i] . ':' . Fiber::suspend('current'); }
    public function key(): mixed { Fiber::suspend('key'); return "k{$this->i}"; }
    public function next(): void { Fiber::suspend('next'); $this->i++; }
}
class Agg implements IteratorAggregate {
    public function __construct(private $inner) {}
    public function getIterator(): Traversable { Fiber::suspend('getIterator'); return $this->inner; }
}
class GenAgg implements IteratorAggregate {
    public function getIterator(): Generator { Fiber::suspend('getIterator(gen)'); yield 'g1'; Fiber::suspend('in generator'); yield 'g2'; }
}
function drive(Fiber $f) {
    $v = $f->start();
    $i = 0;
    while (!$f->isTerminated()) {
        echo "  [suspended: $v]\n";
        $v = $f->resume("r" . ++$i);
    }
    return $f->getReturn();
}
var_dump(drive(new Fiber(function () {
    $out = [];
    foreach (new It(['a', 'b']) as $k => $v) { $out[$k] = $v; }
    return $out;
})));
var_dump(drive(new Fiber(function () {
    $out = [];
    foreach (new Agg(new Agg(new It(['x']))) as $v) { $out[] = $v; }
    return $out;
})));
var_dump(drive(new Fiber(function () {
    $out = [];
    foreach (new GenAgg as $v) { $out[] = $v; }
    foreach (new Agg(new ArrayIterator([1, 2])) as $k => $v) { $out[] = "$k=$v"; }
    return $out;
})));
// breaking out of the loop, and an exception thrown from current() after a resume
var_dump(drive(new Fiber(function () {
    foreach (new It(['p', 'q', 'r']) as $v) { if ($v[0] === 'q') break; }
    return $v;
})));
var_dump(drive(new Fiber(function () {
    $bad = new class implements Iterator {
        public function rewind(): void {}
        public function valid(): bool { return true; }
        public function current(): mixed { Fiber::suspend('c'); throw new DomainException('stop'); }
        public function key(): mixed { return 0; }
        public function next(): void {}
    };
    try { foreach ($bad as $v) {} } catch (DomainException $e) { return $e->getMessage() . ' at line ' . $e->getLine(); }
})));
var_dump(drive(new Fiber(function () {
    try { foreach (new Agg(42) as $v) {} } catch (Throwable $e) { return get_class($e) . ': ' . $e->getMessage(); }
})));
echo "done\n";

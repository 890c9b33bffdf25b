<?php
class It implements Iterator {
    private $i = 0;
    public function __construct(private array $d) {}
    public function rewind(): void { echo "rewind\n"; $this->i = 0; }
    public function valid(): bool { return $this->i < count($this->d); }
    public function current(): mixed { return $this->d[$this->i]; }
    public function key(): mixed { return "k" . $this->i; }
    public function next(): void { $this->i++; }
}
class Agg implements IteratorAggregate {
    public function getIterator(): Iterator { return new ArrayIterator(['x' => 1, 'y' => 2]); }
}
class GenAgg implements IteratorAggregate {
    public function getIterator(): Generator { yield 10; yield 20; return 99; }
}
function g() {
    $r = yield from new It(['a', 'b']);
    var_dump($r);
    yield from new Agg;
    $r = yield from new GenAgg;
    var_dump($r);
    yield 'last';
}
foreach (g() as $k => $v) { echo "$k => $v\n"; }
function bad() { yield from 42; }
try { foreach (bad() as $v) {} } catch (Error $e) { echo $e->getMessage(), "\n"; }

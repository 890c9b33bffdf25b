<?php
function show(...$args) { var_dump($args); }
function abc($a = 'A', $b = 'B', $c = 'C') { echo "a=$a b=$b c=$c\n"; }
function gen() { yield 1; yield 2; yield 3; }
function kgen() { yield 'b' => 'x'; yield 'c' => 'y'; }
function mixed_gen() { yield 'b' => 'x'; yield 0 => 'z'; }
function bad_keys() { yield 1.5 => 'f'; }
function dup_keys() { yield 0 => 'p'; yield 0 => 'q'; yield 0 => 'r'; }
function boom() { yield 1; throw new RuntimeException("inside generator"); }

show(...gen());
show(0, ...gen(), ...[4, 5]);
show(...new ArrayIterator([7, 8]));
show(...dup_keys());
abc(...kgen());
abc('first', ...kgen());
abc(...new ArrayIterator(['c' => 'only c']));

class Agg implements IteratorAggregate {
    public function getIterator(): Iterator { return new ArrayIterator(['a' => 'agg a', 'b' => 'agg b']); }
}
abc(...new Agg());

class Counter implements Iterator {
    private int $i = 0;
    public function __construct(private int $n) {}
    public function current(): mixed { echo "current\n"; return $this->i * 10; }
    public function key(): mixed { return $this->i; }
    public function next(): void { echo "next\n"; $this->i++; }
    public function rewind(): void { echo "rewind\n"; $this->i = 0; }
    public function valid(): bool { return $this->i < $this->n; }
}
show(...new Counter(2));

foreach ([
    fn() => abc(...mixed_gen()),
    fn() => show(...bad_keys()),
    fn() => abc(...kgen(), ...kgen()),
    fn() => show(...boom()),
    fn() => abc(...kgen(), d: 4),
    fn() => abc(...new stdClass()),
    fn() => abc(...42),
] as $i => $f) {
    try {
        $f();
    } catch (Throwable $e) {
        echo $i, " ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}

function byref(&$x, $y) { $x++; return $y; }
$v = 1;
var_dump(byref(...new ArrayIterator([$v, 2])));
var_dump($v);

$g = gen();
var_dump($g->current());
show(...$g);

function sum(int ...$n) { return array_sum($n); }
var_dump(sum(...gen(), ...gen()));

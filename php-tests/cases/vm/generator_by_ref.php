<?php
// generators that yield by reference
function &counterGen(array &$arr) {
    foreach ($arr as $k => &$v) {
        yield $k => $v;
    }
}
$data = [1, 2, 3];
foreach (counterGen($data) as $k => &$v) {
    $v *= -1;
}
unset($v);
var_dump($data);

function &gen() {
    $value = 3;
    while ($value > 0) {
        yield $value;
    }
    echo "done, value is $value\n";
}
foreach (gen() as &$number) {
    echo $number, "\n";
    --$number;
}

function &constGen() {
    yield 'foo';
    yield 1 + 2;
}
foreach (constGen() as &$c) {
    var_dump($c);
}

function notRef() { return 'x'; }
function &yieldsCall() { yield notRef(); }
foreach (yieldsCall() as &$x) {
    var_dump($x);
}

function plain() { yield 1; }
try {
    foreach (plain() as &$p) {}
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

class Coll implements IteratorAggregate {
    public $items = [1, 2, 3];
    public function &getIterator(): Traversable {
        foreach ($this->items as $k => &$v) {
            yield $k => $v;
        }
    }
}
$coll = new Coll;
foreach ($coll as &$item) {
    $item += 100;
}
unset($item);
var_dump($coll->items);

// current() and by-value iteration of a by-ref generator see plain values
$g = counterGen($data);
var_dump($g->current());
foreach (counterGen($data) as $val) {
    $val = 0;
}
var_dump($data);

<?php
// `yield from` chains: the root's consumer resumes the leaf and gets its values through
// every level; send(), throw(), keys, return values and destructors along the way
function leaf($n) {
    for ($i = 0; $i < $n; $i++) {
        $got = yield "k$i" => $i;
        if ($got !== null) echo "leaf got ", var_export($got, true), "\n";
    }
    return "leaf($n)";
}
function mid($n) {
    yield 'before';
    $r = yield from leaf($n);
    echo "mid: $r\n";
    yield 'after';
    return "mid";
}
function top($n) {
    $r = yield from mid($n);
    echo "top: $r\n";
    yield 'last';
}
foreach (top(3) as $k => $v) {
    echo var_export($k, true), " => ", var_export($v, true), "\n";
}

// send() through the chain reaches the leaf
$g = top(3);
echo $g->current(), "\n";
echo $g->send("s1"), "\n";
echo $g->send("s2"), "\n";
echo $g->send("s3"), "\n";
echo $g->send("s4"), "\n";

// throw() into the chain is thrown at the leaf's yield
function catcher() {
    try {
        yield 1;
        yield 2;
    } catch (Exception $e) {
        echo "leaf caught ", $e->getMessage(), "\n";
        yield 99;
    }
}
function wrap2() { yield from catcher(); yield 100; }
$g = wrap2();
echo $g->current(), "\n";
echo $g->throw(new Exception("boom")), "\n";
$g->next();
echo $g->current(), "\n";

// a deep chain
function chain($depth) {
    if ($depth == 0) {
        yield 1;
        yield 2;
        return 'bottom';
    }
    return yield from chain($depth - 1);
}
$g = chain(3000);
$sum = 0;
foreach ($g as $k => $v) $sum += $v * 10 + $k;
echo "deep: $sum ", $g->getReturn(), "\n";

// values with destructors passed up a chain
class D {
    public function __construct(public string $n) {}
    public function __destruct() { echo "dtor {$this->n}\n"; }
}
function dleaf() {
    yield new D("a");
    yield new D("b");
}
function dmid() { yield from dleaf(); }
foreach (dmid() as $d) {
    echo "got {$d->n}\n";
}
echo "---\n";

// auto keys of the delegating generator are its own
function autos() {
    yield 'x';
    yield from ['p' => 1, 'q' => 2];
    yield 'y';
    yield from leaf(2);
    yield 'z';
}
foreach (autos() as $k => $v) echo var_export($k, true), "=", var_export($v, true), " ";
echo "\n";

// an inner generator already started by another consumer, then delegated to
$in = leaf(3);
$in->next();
function late($in) { $r = yield from $in; echo "late: $r\n"; }
foreach (late($in) as $k => $v) echo "$k=$v ";
echo "\n";

// an exception from the leaf passes through the chain
function bad() { yield 1; throw new LogicException("leaf failed"); }
function badmid() {
    try {
        yield from bad();
    } finally {
        echo "badmid finally\n";
    }
}
try {
    foreach ((function () { yield from badmid(); })() as $v) echo "v=$v\n";
} catch (LogicException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}

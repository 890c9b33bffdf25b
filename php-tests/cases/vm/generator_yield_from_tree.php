<?php
// several generators delegating to one inner generator (php's generator tree)
function gen($a = 0) {
    yield 1 + $a;
    if ($a < 1) {
        var_dump(yield from gen($a + 1));
    }
    yield 3 + $a;
    return 5 + $a;
}
function bar($gen) {
    var_dump(yield from $gen);
}
$gen = gen();
$gens = [bar($gen), bar($gen)];
do {
    foreach ($gens as $g) {
        var_dump($g->current(), $g->key());
        $g->next();
    }
} while ($gens[0]->valid());
var_dump($gens[1]->valid());

// throw() on a delegating generator goes to the innermost one
function from($off) {
    try {
        yield $off + 1;
    } catch (Exception $e) {
        echo "caught in from(): ", $e->getMessage(), "\n";
    }
    yield $off + 2;
}
function outer() {
    try {
        yield from from(0);
    } catch (Exception $e) {
        echo "caught in outer(): ", $e->getMessage(), "\n";
    }
    yield from from(10);
}
$i = 0;
try {
    for ($g = outer(); $g->valid(); $g->throw(new Exception("e" . $i++))) {
        var_dump($g->current());
    }
} catch (Exception $e) {
    echo "caught in main: ", $e->getMessage(), "\n";
}

// the inner generator ends by an exception seen by another consumer
function thrower() {
    yield 1;
    throw new Exception("inner failed");
}
function wrap($g) {
    try {
        var_dump(yield from $g);
    } catch (Exception $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$t = thrower();
$w = [wrap($t), wrap($t)];
foreach ($w as $x) {
    $x->current();
}
foreach ($w as $i => $x) {
    echo "wrapper $i\n";
    var_dump($x->current());
    $x->next();
}

// yield from a finished generator
function done() { yield 1; return 2; }
$d = done();
foreach ($d as $_) {}
try {
    foreach (wrap($d) as $v) {}
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

// generators compare by their (absent) properties
var_dump(gen() == gen(), array_search($gens[1], $gens));

// destroying a delegating generator: the inner one's finally runs first
function in1() { try { yield 1; } finally { echo "inner finally\n"; } }
function out1() { try { var_dump(yield from in1()); } finally { echo "outer finally\n"; } }
$g = out1();
var_dump($g->current());
unset($g);
echo "done\n";

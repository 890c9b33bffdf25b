<?php
// Generator methods: php's errors and first-yield rules
function gen() {
    echo "before yield\n";
    yield 1;
    echo "after yield\n";
    yield 2;
}
$g = gen();
$g->rewind();
$g->rewind();
$g->next();
try {
    $g->rewind();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
foreach ([1] as $_) {
    try {
        foreach ($g as $v) {}
    } catch (Exception $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$g->next();
$g->next();
try {
    foreach ($g as $v) {}
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

// getReturn
function ret() { yield 1; return 3; }
$r = ret();
try {
    $r->getReturn();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
foreach ($r as $_) {}
var_dump($r->getReturn());
function thrower() { throw new Exception("thrower"); yield; }
$t = thrower();
try {
    $t->next();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $t->getReturn();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
function early(): Generator { return 42; yield; }
var_dump(early()->getReturn());

// a running generator cannot be resumed
function self_resume() {
    $me = yield;
    try {
        $me->next();
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        $me->send(1);
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    yield 'end';
}
$s = self_resume();
var_dump($s->send($s));

// throw() into a new generator runs it to its first yield first
function catcher() {
    echo "started\n";
    try {
        yield;
    } catch (RuntimeException $e) {
        echo "caught ", $e->getMessage(), "\n";
    }
    yield 'after';
}
var_dump(catcher()->throw(new RuntimeException("boom")));

// parameters are checked at the call, before the generator exists
function typed(array $a) { yield $a; }
try {
    typed(42);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

// a yield inside a call's arguments keeps the pending call
function args() {
    var_dump(yield 1, yield 2);
    echo str_repeat("-", yield 3), "\n";
}
$a = args();
foreach ([null, 'x', 'y', 4] as $send) {
    $send === null ? $a->current() : $a->send($send);
}
function inner() { yield; return 42; }
function outer() { var_dump(yield from inner()); }
outer()->next();

<?php
// current()/key()/valid() in every state, directly and through a `yield from`
function inner() {
    yield 'ia' => 1;
    yield 'ib' => 2;
    return 'inner done';
}
function outer() {
    yield 'oa' => 0;
    $r = yield from inner();
    echo "yield from gave $r\n";
    yield 'oz' => 9;
}
function show($label, Generator $g) {
    echo $label, ": valid=", var_export($g->valid(), true),
        " key=", var_export($g->key(), true),
        " current=", var_export($g->current(), true), "\n";
}
$g = outer();
show("created", $g);
$g->next();
show("delegating", $g);
$g->next();
show("delegating 2", $g);
$g->next();
show("after delegation", $g);
$g->next();
show("done", $g);

// an inner generator shared by two outer ones
$in = inner();
$o1 = (function () use ($in) { yield from $in; })();
$o2 = (function () use ($in) { yield from $in; })();
show("o1", $o1);
show("o2", $o2);
$o1->next();
show("o1 moved", $o1);
show("o2 sees", $o2);

// the methods of a generator called while it runs
function introspect() {
    global $self;
    foreach (['valid', 'key', 'current', 'rewind'] as $m) {
        try {
            $self->$m();
        } catch (Error $e) {
            echo "first run $m: ", $e->getMessage(), "\n";
        }
    }
    yield 1 => 'one';
    echo "running again: key=", var_export($self->key(), true),
        " current=", var_export($self->current(), true), "\n";
    yield 2 => 'two';
}
$self = introspect();
show("first", $self);
$self->next();
show("second", $self);

// a backtrace from inside a generator resumed by each method
function tracer() {
    while (true) {
        $e = new Exception();
        echo $e->getTraceAsString(), "\n";
        yield;
    }
}
$t = tracer();
$t->current();
$t->key();
$t->valid();
$t->next();
$t->send(1);
foreach ($t as $v) { break; }

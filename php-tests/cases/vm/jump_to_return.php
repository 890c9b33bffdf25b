<?php
// a branch that jumps to a shared return returns where it is: same value, same line in
// errors and traces
function pick($c) {
    return $c ? 1 : strlen("abc");
}
var_dump(pick(true), pick(false));

function typed($c): int {
    if ($c) {
        $r = "not a number";
    } else {
        $r = 5;
    }
    return $r;
}
var_dump(typed(false));
try {
    typed(true);
} catch (TypeError $e) {
    echo $e->getMessage(), " on line ", $e->getLine(), "\n";
}

function traced($c) {
    if ($c) {
        $r = new Exception("made here");
    } else {
        $r = null;
    }
    return $r;
}
echo traced(true)->getLine(), "\n";

// a break out of a foreach to a return: the iterated copy is released first
class Item {
    function __construct(public $n) {}
    function __destruct() { echo "destruct {$this->n}\n"; }
}
function firstBig(array $items) {
    foreach ($items as $it) {
        if ($it->n > 1) {
            break;
        }
    }
    return $it->n;
}
echo firstBig([new Item(1), new Item(2), new Item(3)]), "\n";

// in a try with finally a return still runs the finally
function withFinally($c) {
    try {
        $r = $c ? "yes" : "no";
    } finally {
        echo "finally\n";
    }
    return $r;
}
echo withFinally(true), "\n";

// the ternary of a recursive function
function fib($n) {
    return ($n < 2) ? 1 : fib($n - 2) + fib($n - 1);
}
echo fib(15), "\n";

// a generator whose branches jump to its return
function gen($c) {
    yield 1;
    if ($c) {
        $v = "early";
    } else {
        $v = "late";
    }
    return $v;
}
$g = gen(true);
foreach ($g as $x) {
    echo $x, "\n";
}
echo $g->getReturn(), "\n";

<?php
function gen($name) {
    try {
        echo "$name start\n";
        yield 1;
        yield 2;
    } catch (Exception $e) {
        echo "never caught here\n";
    } finally {
        echo "$name finally\n";
    }
    echo "$name after\n";
}

$g = gen("a");
$g->current();
echo "unset a\n";
unset($g);
echo "after unset a\n";

$g = gen("b");
$g->current();
$g = null;
echo "after null b\n";

$g = gen("c");
echo "never started c\n";
unset($g);

function nested() {
    try {
        try {
            yield 1;
        } finally {
            echo "inner finally\n";
        }
    } finally {
        echo "outer finally\n";
    }
}
$g = nested();
$g->current();
unset($g);

function yields_in_finally() {
    try {
        yield 1;
    } finally {
        echo "before yield in finally\n";
        yield 2;
        echo "never\n";
    }
}
$g = yields_in_finally();
$g->current();
try {
    unset($g);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

function yields_from_in_finally() {
    try {
        yield 1;
    } finally {
        yield from [1, 2];
    }
}
$g = yields_from_in_finally();
$g->current();
try {
    unset($g);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

function returns_in_finally() {
    try {
        yield 1;
    } finally {
        echo "return in finally\n";
        return 5;
    }
}
$g = returns_in_finally();
$g->current();
unset($g);

function throws_in_finally() {
    try {
        yield 1;
    } finally {
        throw new RuntimeException("from finally");
    }
}
$g = throws_in_finally();
$g->current();
try {
    unset($g);
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

$g = gen("finished");
foreach ($g as $v) {
    echo "v=$v\n";
}
unset($g);

try {
    $g = gen("t");
    $g->current();
    $g->throw(new stdClass);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
unset($g);

class Res {
    function __destruct() { echo "Res destroyed\n"; }
}
function delegating() {
    try {
        yield from new ArrayIterator([1]);
        $x = yield from (function () { yield 2; return 3; })();
        echo "inner returned $x\n";
    } finally {
        echo "delegating finally\n";
    }
}
foreach (delegating() as $k => $v) {
    echo "$k => $v\n";
}


function pending_exceptions() {
    try {
        throw new Exception("first");
    } finally {
        try {
            throw new LogicException("second");
        } finally {
            try {
                yield;
            } finally {
                echo "innermost finally\n";
            }
        }
    }
}
try {
    pending_exceptions()->rewind();
} catch (Exception $e) {
    while ($e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
        $e = $e->getPrevious();
    }
}

$g = gen("end");
$g->current();
echo "script end\n";

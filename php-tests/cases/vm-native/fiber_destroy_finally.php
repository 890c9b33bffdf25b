<?php
// A suspended fiber that is destroyed is unwound: finally blocks run, catch blocks do not.
function body1(): void {
    try {
        echo "fiber\n";
        echo Fiber::suspend();
        echo "after suspend\n";
    } catch (Throwable $e) {
        echo "caught (must not happen)\n";
    } finally {
        echo "finally 1\n";
    }
    echo "unreachable\n";
}
$f = new Fiber('body1');
$f->start();
unset($f);
echo "after unset 1\n";

function body2(): void {
    try {
        try {
            echo Fiber::suspend();
        } catch (Throwable $e) {
            echo "inner catch (must not happen)\n";
        } finally {
            echo "inner finally\n";
            throw new Exception("from finally");
        }
    } catch (Exception $e) {
        echo "outer catch: ", $e->getMessage(), "\n";
    } finally {
        echo "outer finally\n";
    }
    try {
        Fiber::suspend();
    } catch (FiberError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    echo "fiber body ends normally\n";
}
$f = new Fiber('body2');
$f->start();
$f = null;
echo "after null 2\n";

function body3(): void {
    try {
        Fiber::suspend();
    } finally {
        echo "finally 3 throws\n";
        throw new LogicException("escapes the destroyed fiber");
    }
}
function destroy3(): void {
    $f = new Fiber('body3');
    $f->start();
}
try {
    destroy3();
    echo "not reached\n";
} catch (LogicException $e) {
    echo "caught in destroyer: ", $e->getMessage(), "\n";
}

// nested function frames in the fiber unwind too
function leaf(): void {
    try {
        Fiber::suspend(1);
    } finally {
        echo "leaf finally\n";
    }
}
function mid(): void {
    try {
        leaf();
    } finally {
        echo "mid finally\n";
    }
}
$f = new Fiber('mid');
var_dump($f->start());
var_dump($f->isSuspended());
unset($f);

// a fiber that finished normally has nothing to unwind
$f = new Fiber(function () { return 5; });
$f->start();
var_dump($f->getReturn());
unset($f);

// a fiber still suspended at the end of the script is unwound then
function body4(): void {
    try {
        Fiber::suspend();
    } finally {
        echo "finally at shutdown\n";
    }
}
$keep = new Fiber('body4');
$keep->start();
echo "end of script\n";

<?php
function show(callable $c): void {
    try {
        var_dump($c());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
        $t = $e->getTrace();
        echo "  in ", ($t[0]['class'] ?? ''), ($t[0]['type'] ?? ''), $t[0]['function'], "()\n";
    }
}
function idle(): void { Fiber::suspend(); }
function quick(): int { return 42; }

$f = new Fiber('idle');
show(fn() => $f->resume());
show(fn() => $f->throw(new Exception("x")));
show(fn() => $f->getReturn());
show(fn() => $f->start());
show(fn() => $f->start());
show(fn() => $f->getReturn());
show(fn() => $f->resume());
show(fn() => $f->resume());
show(fn() => $f->getReturn());

$g = new Fiber('quick');
show(fn() => $g->start());
show(fn() => $g->getReturn());
show(fn() => $g->resume());
show(fn() => $g->throw(new Exception("y")));
show(fn() => $g->__construct('quick'));

$h = new Fiber('quick');
show(fn() => $h->__construct('idle'));

function self_resume(): void {
    $self = Fiber::getCurrent();
    try {
        $self->resume();
    } catch (FiberError $e) {
        echo "inside: ", $e->getMessage(), "\n";
    }
    try {
        $self->start();
    } catch (FiberError $e) {
        echo "inside: ", $e->getMessage(), "\n";
    }
}
$i = new Fiber('self_resume');
show(fn() => $i->start());

function thrower(): void {
    Fiber::suspend();
    throw new RuntimeException("boom");
}
$j = new Fiber('thrower');
$j->start();
show(fn() => $j->resume());
show(fn() => $j->getReturn());
var_dump($j->isTerminated(), $j->isRunning(), $j->isSuspended());

show(fn() => Fiber::suspend());

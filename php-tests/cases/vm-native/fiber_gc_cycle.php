<?php
// A suspended fiber only its own frames reference is collected by gc_collect_cycles():
// it is unwound and its locals destructed.
class C {
    public function __construct(public string $n) {}
    public function __destruct() { echo "destruct ", $this->n, "\n"; }
}
function f1(): void {
    $c = new C("a");
    $self = Fiber::getCurrent();
    Fiber::suspend();
}
$fiber = new Fiber('f1');
$fiber->start();
echo "1\n";
$fiber = null;
echo "2\n";
gc_collect_cycles();
echo "3\n";

function inner(): void {
    $self = Fiber::getCurrent();
    try {
        Fiber::suspend();
    } finally {
        echo "inner finally\n";
    }
}
$fiber = new Fiber(function () {
    $c = new C("b");
    inner();
});
$fiber->start();
$fiber = null;
gc_collect_cycles();
echo "4\n";

// still referenced from outside: not collected
$keep = new Fiber(function () {
    $c = new C("c");
    $self = Fiber::getCurrent();
    Fiber::suspend();
    echo "resumed\n";
});
$keep->start();
gc_collect_cycles();
echo "5\n";
$keep->resume();
echo "6\n";

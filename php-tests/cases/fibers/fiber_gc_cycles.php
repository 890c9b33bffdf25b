<?php
// gc_collect_cycles() and fibers: terminated fibers in cycles are freed, a suspended fiber
// nobody else holds is destroyed (its finally blocks run) before the next statement, and
// destructors the collector calls cannot switch fibers.
class Tag {
    public function __construct(public string $n, public $ref = null) {}
    public function __destruct() { echo "dtor {$this->n}\n"; }
}

$fiber = null;
$fiber = new Fiber(function () use (&$fiber) {
    return new Tag("returned", $fiber);
});
$fiber->start();
echo "collect 1: ", gc_collect_cycles() >= 0 ? "ok" : "?", "\n";
var_dump($fiber->isTerminated());
unset($fiber);
echo "collect 2\n";
gc_collect_cycles();
echo "after collect 2\n";

$f = new Fiber(function () use (&$f) {
    $t = new Tag("local of parked fiber");
    try {
        Fiber::suspend();
        echo "not reached\n";
    } catch (Throwable $e) {
        echo "not caught here\n";
    } finally {
        echo "finally ran\n";
    }
});
$f->start();
unset($f);
gc_collect_cycles();
echo "after collect 3\n";

$g = new Fiber(function () {
    $a = new class { public $next; };
    $b = new class {
        public $next;
        public function __destruct() {
            try {
                Fiber::suspend();
            } catch (FiberError $e) {
                echo get_class($e), ": ", $e->getMessage(), "\n";
            }
        }
    };
    $a->next = $b;
    $b->next = $a;
    unset($a, $b);
    echo "collected: ", gc_collect_cycles(), "\n";
    return "done";
});
$g->start();
var_dump($g->getReturn());
echo "end\n";

<?php
// Fibers cannot switch while a destructor runs (php's zend_fiber_switch_block).
class StartsInDtor {
    public function __destruct() {
        $f = new Fiber(function () { echo "never\n"; });
        try {
            $f->start();
        } catch (FiberError $e) {
            echo "start: ", $e->getMessage(), "\n";
        }
    }
}
$o = new StartsInDtor();
unset($o);

class ResumesInDtor {
    public function __construct(private Fiber $f) {}
    public function __destruct() {
        try {
            $this->f->resume(1);
        } catch (FiberError $e) {
            echo "resume: ", $e->getMessage(), "\n";
        }
        try {
            $this->f->throw(new Exception("e"));
        } catch (FiberError $e) {
            echo "throw: ", $e->getMessage(), "\n";
        }
    }
}
$f = new Fiber(function () { Fiber::suspend(); echo "resumed later\n"; });
$f->start();
$o = new ResumesInDtor($f);
$o = null;
$f->resume();
var_dump($f->isTerminated());

class SuspendsInDtor {
    public function __destruct() {
        try {
            Fiber::suspend();
        } catch (FiberError $e) {
            echo "suspend: ", $e->getMessage(), "\n";
        }
    }
}
$f = new Fiber(function () {
    $x = new SuspendsInDtor();
    $x = null;
    echo "fiber goes on\n";
    return "done";
});
var_dump($f->start());
var_dump($f->getReturn());

// the finally block of a destroyed fiber cannot switch either
$f = new Fiber(function () {
    try {
        Fiber::suspend();
    } finally {
        $g = new Fiber(function () { echo "never\n"; });
        try {
            $g->start();
        } catch (FiberError $e) {
            echo "finally: ", $e->getMessage(), "\n";
        }
    }
});
$f->start();
unset($f);
echo "end\n";

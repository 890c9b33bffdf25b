<?php
// Destructors of a fiber function's variables run inside the fiber, before it ends.
class D {
    public function __construct(public string $n) {}
    public function __destruct() {
        echo "dtor {$this->n}, in fiber: ", var_export(Fiber::getCurrent() !== null, true), "\n";
    }
}
class Suspender {
    public function __destruct() {
        try {
            Fiber::suspend();
        } catch (Throwable $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}
class Thrower {
    public function __destruct() {
        throw new Exception("from dtor");
    }
}

$f = new Fiber(function () {
    $a = new D("a");
    $b = new D("b");
    return 1;
});
var_dump($f->start(), $f->isTerminated(), $f->getReturn());

$f = new Fiber(function () {
    $s = new Suspender;
    return 2;
});
var_dump($f->start(), $f->getReturn());

$f = new Fiber(function () {
    $a = new D("before thrower");
    $t = new Thrower;
    $z = new D("after thrower");
    return 3;
});
try {
    $f->start();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($f->isTerminated());
try {
    $f->getReturn();
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

$f = new Fiber(function () {
    $x = new D("x");
    $v = Fiber::suspend("parked");
    $y = new D("y");
    return $v * 2;
});
var_dump($f->start());
var_dump($f->resume(21));
var_dump($f->getReturn());

function f() {
    $p = new D("p");
    $q = new D("q");
    $r = new D("r");
}
f();
echo "end\n";
$f = new Fiber(function () {
    $a = new Thrower;
    $b = new Thrower;
    return 4;
});
try {
    $f->start();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), ", previous: ", $e->getPrevious()?->getMessage() ?? "none", "\n";
}

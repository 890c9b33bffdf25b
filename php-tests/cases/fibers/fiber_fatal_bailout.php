<?php
// A fatal error inside a fiber: shutdown functions still run and see the globals, no
// destructor runs, suspended fibers are not unwound.
class D {
    public function __destruct() { echo "dtor (not printed)\n"; }
}
register_shutdown_function(function () {
    global $fiber, $parked, $x;
    echo "shutdown, x = $x\n";
    var_dump($parked->isSuspended(), $fiber->isTerminated());
});
$x = 42;
$d = new D;
$parked = new Fiber(function () {
    try {
        Fiber::suspend();
    } finally {
        echo "finally (not printed)\n";
    }
});
$parked->start();
$fiber = new Fiber(function () {
    $local = new D;
    str_repeat("x", PHP_INT_MAX);
});
$fiber->start();
echo "not reached\n";

<?php
// Unpacking a generator into a call inside a fiber: the generator may suspend the fiber.
function produce() {
    for ($i = 1; $i <= 3; $i++) {
        $got = Fiber::suspend("need $i");
        echo "generator got $got\n";
        yield $i * 10;
    }
    yield 'extra' => 'named';
}
function consume(...$args) {
    var_dump($args);
    return count($args);
}
$f = new Fiber(function () {
    return consume(...produce());
});
$v = $f->start();
$n = 0;
while (!$f->isTerminated()) {
    echo "main got $v\n";
    $v = $f->resume(++$n);
}
var_dump($f->getReturn());

// an exception thrown into the fiber while the generator is suspended inside unpacking
$f = new Fiber(function () {
    try {
        consume(...produce());
    } catch (Exception $e) {
        echo "fiber caught: ", $e->getMessage(), "\n";
    }
    return "ok";
});
var_dump($f->start());
var_dump($f->throw(new Exception("thrown in")));
var_dump($f->getReturn());

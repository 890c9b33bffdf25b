<?php
// a foreach over generators inside a fiber, the fiber suspended from inside the innermost
// generator, and a fiber started from inside a generator
function fgen() {
    for ($i = 0; $i < 3; $i++) {
        $x = Fiber::suspend($i);
        yield $i => $x;
    }
}
function wrap($g) {
    foreach ($g as $k => $v) {
        yield "w$k" => strtoupper($v);
    }
}
$f = new Fiber(function () {
    foreach (wrap(fgen()) as $k => $v) echo "fiber loop $k $v\n";
    return "fiber done";
});
$s = $f->start();
while (!$f->isTerminated()) {
    $s = $f->resume("r$s");
}
echo $f->getReturn(), "\n";

function starts_fiber() {
    $f = new Fiber(function () {
        foreach ([1, 2] as $v) Fiber::suspend($v);
    });
    yield $f->start();
    while (!$f->isTerminated()) {
        yield $f->resume();
    }
}
foreach (starts_fiber() as $k => $v) echo "$k: ", var_export($v, true), "\n";

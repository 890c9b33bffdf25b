<?php
// a fiber's loop of plain calls runs in the leaf loop; a callee that suspends the fiber
// stops the run there, its frames made real, and the fiber resumes inside it
function add1($x) { return $x + 1; }
function maybe_suspend($x) {
    if ($x % 3 == 0) { $got = Fiber::suspend($x); return $x + $got; }
    return add1($x);
}
function work($n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) { $s += maybe_suspend($i) * 2; }
    return $s;
}
$f = new Fiber(function () { return work(10); });
$v = $f->start();
while (!$f->isTerminated()) {
    echo "suspended with $v\n";
    $v = $f->resume(100);
}
echo "result ", $f->getReturn(), "\n";
// many fibers parked inside calls made from their loops
$fibers = [];
for ($k = 0; $k < 3; $k++) {
    $fibers[$k] = new Fiber(function () use ($k) {
        $s = 0;
        for ($i = 1; $i <= 4; $i++) { $s += maybe_suspend($i * ($k + 1)); }
        return $s;
    });
    $fibers[$k]->start();
}
$round = 0;
while (array_filter($fibers, fn($f) => !$f->isTerminated())) {
    foreach ($fibers as $k => $f) {
        if (!$f->isTerminated()) { $f->resume($round); }
    }
    $round++;
}
foreach ($fibers as $k => $f) { echo "fiber $k: ", $f->getReturn(), "\n"; }
// an exception thrown into a fiber parked in a callee of its loop
$g = new Fiber(function () {
    try { return work(5); } catch (RuntimeException $e) { return "caught " . $e->getMessage() . " line " . $e->getLine(); }
});
$g->start();
echo $g->throw(new RuntimeException("boom")) ?? "none", "\n";
echo $g->getReturn(), "\n";

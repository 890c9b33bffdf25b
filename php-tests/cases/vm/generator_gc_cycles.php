<?php
// generators in reference cycles: the cycle collector looks inside them
class C {
    public function __construct(public string $n = "c") {}
    public function __destruct() { echo "C({$this->n})::__destruct\n"; }
}
function f(...$x) {}

// a generator holding itself through a pending call's argument
$gen = function ($c) use (&$gen) {
    f($gen, yield);
};
$gen = $gen(new C("1"));
foreach ($gen as $v) { break; }
$gen = null;
var_dump(gc_collect_cycles() > 0);

// a pending `new` whose constructor never runs: no destructor for it
class D { public function __destruct() { echo "D::__destruct\n"; } }
$gen = function ($c) use (&$gen) {
    new D($gen, yield);
};
$gen = $gen(new C("2"));
foreach ($gen as $v) { break; }
$gen = null;
var_dump(gc_collect_cycles() > 0);

// a generator inside an object cycle is destroyed, not counted
function g() { yield 1; }
$a = new stdClass; $b = new stdClass; $a->b = $b; $b->a = $a;
$a->g = g();
$a->g->current();
unset($a, $b);
var_dump(gc_collect_cycles());

// a collected generator runs its finally block
$gen = (function () use (&$gen) {
    try {
        echo "start\n";
        yield 1;
    } finally {
        echo "finally of the collected generator\n";
    }
})();
$gen->current();
$keep = $gen;
$gen = null;
$keep = null;
var_dump(gc_collect_cycles());
echo "after\n";

// an abandoned constructor call is not destructed
try {
    new D(throw new Exception("in args"));
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
class E { public function __construct() {} public function __destruct() { echo "E::__destruct\n"; } }
try {
    new E(throw new Exception("in args of E"));
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";

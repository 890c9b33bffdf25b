<?php
// Calls of a function whose body is empty, made in loops the leaf runs: what passing the
// arguments does (destructors, warnings, errors) stays php's.
class D {
    function __construct(public $n) {}
    function __destruct() { echo "destroy {$this->n}\n"; }
}
function nop($a) {}
function nop2($a, $b) {}
function typed(int $a) {}
function byref(&$a) {}

for ($i = 0; $i < 3; $i++) {
    nop("str");
    nop($i);
    nop2($i, 1.5);
}
echo "scalars done\n";
for ($i = 0; $i < 2; $i++) {
    nop(new D($i));
    echo "after call $i\n";
}
for ($i = 0; $i < 2; $i++) {
    nop([new D("in array $i")]);
    echo "after array call $i\n";
}
$d = new D("held");
for ($i = 0; $i < 2; $i++) {
    nop($d);
}
echo "held still alive\n";
for ($i = 0; $i < 2; $i++) {
    nop($undefined);
}
for ($i = 0; $i < 2; $i++) {
    nop("a" . $i);
    $r = nop($i);
    var_dump($r);
}
$x = 5;
$ref = &$x;
for ($i = 0; $i < 2; $i++) {
    nop($ref);
    byref($x);
}
for ($i = 0; $i < 2; $i++) {
    nop($i, "extra");
}
try {
    for ($i = 0; $i < 2; $i++) {
        nop2($i);
    }
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    for ($i = 0; $i < 2; $i++) {
        typed("x$i");
    }
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$result = new D("result slot");
for ($i = 0; $i < 1; $i++) {
    $result = nop($i);
}
var_dump($result);
// inside a callee the leaf runs frameless, with a row of an array as a temporary argument
function outer($d, $m) {
    for ($i = 0; $i < 2; $i++) {
        nop($d);
        nop($m[$i]);
        nop2($i, $m[0][0]);
    }
}
$m = [[new D("row 0")], [1]];
for ($i = 0; $i < 3; $i++) {
    outer($d, $m);
}
unset($m);
echo "end\n";

<?php
// loops whose bodies are scalar work and calls of plain functions run in the leaf loop,
// the calls frameless; everything that stops such a run inside a callee is seen here
function add1($x) { return $x + 1; }
function twice($x) { return add1($x) + add1($x); }
function nothing($x) {}
function sum_calls($n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) { $s += twice($i); nothing($i); }
    return $s;
}
echo sum_calls(10), " ", sum_calls(100000), "\n";
// the loop's own function returns from inside the loop
function find_first($limit) {
    for ($i = 0; $i < 1000; $i++) {
        if (add1($i) * 3 > $limit) { return $i; }
    }
    return -1;
}
echo find_first(50), " ", find_first(100000), "\n";
// a callee that warns, echoes, throws: its frames are made real where it stops
function noisy($x) { if ($x == 3) { echo "three\n"; } return $x; }
function warn_at($x) { if ($x == 2) { return $x + $undefined; } return $x; }
function throw_at($x) { if ($x == 4) { throw new LogicException("at $x"); } return $x * 2; }
function loop_noisy() { $s = 0; for ($i = 0; $i < 6; $i++) { $s += noisy($i); } return $s; }
function loop_warn() { $s = 0; for ($i = 0; $i < 4; $i++) { $s += warn_at($i); } return $s; }
function loop_throw() {
    $s = 0;
    try {
        for ($i = 0; $i < 6; $i++) { $s += throw_at($i); }
    } catch (LogicException $e) {
        echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), " s=$s\n";
        echo $e->getTraceAsString(), "\n";
    }
    return $s;
}
echo loop_noisy(), "\n", loop_warn(), "\n", loop_throw(), "\n";
// a backtrace from a callee of a callee of the loop
function bt($x) { if ($x == 1) { foreach (debug_backtrace() as $f) { echo $f["function"], ":", $f["line"], " "; } echo "\n"; } return $x; }
function via($x) { return bt($x) + 0; }
function loop_bt() { $s = 0; for ($i = 0; $i < 3; $i++) { $s += via($i); } return $s; }
echo loop_bt(), "\n";
// recursion inside the loop, deep enough to pass the frame-depth checks
function depth($n) { return $n == 0 ? 0 : 1 + depth($n - 1); }
function loop_depth() { $t = 0; for ($i = 0; $i < 3; $i++) { $t += depth(3000 + $i); } return $t; }
echo loop_depth(), "\n";
// a destructor due when a callee's window goes
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
function holder($x) { return 1; }
function loop_objects() { $s = 0; for ($i = 0; $i < 3; $i++) { $s += holder($i); } return $s; }
echo loop_objects(), "\n";
function pass_obj($o) { return 1; }
function loop_pass() { $s = 0; $o = new D(7); for ($i = 0; $i < 3; $i++) { $s += pass_obj($o); } $o = null; echo "after\n"; return $s; }
echo loop_pass(), "\n";
// a callee's result is no number: the loop's add goes the full path
function str_of($x) { return "n$x"; }
function loop_types() { $s = 0; for ($i = 0; $i < 3; $i++) { $v = str_of($i); $s++; } return [$s, $v]; }
var_dump(loop_types());
function loop_bad() { $s = 0; for ($i = 0; $i < 3; $i++) { $s += str_of($i); } return $s; }
try { loop_bad(); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// a long loop of calls: the fuel runs out inside a callee and the run resumes
function inner($x) { $y = 0; for ($j = 0; $j < 3; $j++) { $y += $x; } return $y; }
function long_loop() { $s = 0; for ($i = 0; $i < 200000; $i++) { $s += inner($i); } return $s; }
echo long_loop(), "\n";
// calls in a foreach and a while loop, and in a generator's loop
function loop_foreach($a) { $s = 0; foreach ($a as $k => $v) { $s += add1($v) * add1($k); } return $s; }
echo loop_foreach([5, 6, 7]), "\n";
function gen() { for ($i = 0; $i < 3; $i++) { $x = 0; for ($j = 0; $j < 4; $j++) { $x += add1($j); } yield $x; } }
foreach (gen() as $v) { echo $v, " "; }
echo "\n";
// a callee that is not plain (by-reference parameter) or not declared at the top level
function byref(&$x) { $x++; return $x; }
function loop_byref() { $v = 0; $s = 0; for ($i = 0; $i < 3; $i++) { $s += byref($v); } return [$s, $v]; }
var_dump(loop_byref());
if (true) { function late($x) { return $x * 10; } }
function loop_late() { $s = 0; for ($i = 0; $i < 3; $i++) { $s += late($i); } return $s; }
echo loop_late(), "\n";

<?php
// Calls of functions this file declares (compiled to one call op): argument order,
// warnings, errors, traces, references, destructors, generators, recursion.
namespace App;

function add($a, $b) { return $a + $b; }
function show($x) { echo "show $x\n"; return $x; }
function none() { return "none"; }
function typed(int $i): int { return $i * 2; }
function gen($n) { yield $n; yield $n + 1; }
function &counter($by) { static $s = 0; $s += $by; return $s; }
function take($o) { echo "in take\n"; }
function depth($n) { return $n == 0 ? 0 : 1 + depth($n - 1); }
function first($a) { return $a[0]; }
function modify($a) { $a[] = 99; return count($a); }
function later_defined_caller() { return helper(3); }
function helper($x) { return $x * 7; }
function thrower($m) { throw new \RuntimeException($m); }
function trace_me($x) { return (new \Exception("t"))->getTraceAsString(); }

class D { public function __construct(public string $n) {} public function __destruct() { echo "destruct {$this->n}\n"; } }

echo add(1, 2), "\n";
$x = 5; $y = 7;
echo add($x, $y), "\n";
echo add($x, $x = 10), "\n";
echo add(show(1), show(2)), "\n";
echo add($undef1, $undef2), "\n";
echo add($x, $undef3 + 1), "\n";
echo none(), "|", strtoupper(none()), "\n";
echo add("5", 3.5), "\n";
echo add(...[1, 2]), "\n";
echo add(b: 1, a: 2), "\n";
try { add(1); } catch (\ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo add(1, 2, 3), "\n";
echo typed("21"), "\n";
try { typed("x"); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
foreach (gen(3) as $v) echo "gen $v\n";
echo counter(4), " ", counter(5), "\n";
take(new D("a"));
echo "after take\n";
$d = new D("b");
take($d);
unset($d);
echo "after unset\n";
echo depth(20000), "\n";
$arr = [1, 2];
echo first($arr), " ", modify($arr), " ", count($arr), "\n";
echo first([7, 8]), "\n";
echo later_defined_caller(), "\n";
try { thrower("boom"); } catch (\RuntimeException $e) { echo $e->getMessage(), " line ", $e->getLine(), "\n"; }
echo trace_me(1), "\n";
$s = "str";
echo add(strlen($s), $s === "str" ? 1 : 2), "\n";
$i = 0;
echo add($i++, $i++), " ", $i, "\n";
$f = 1.5;
echo add($f, true), "\n";
try { echo add([], 1), "\n"; } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }

set_error_handler(function ($no, $str, $file, $line) {
    throw new \ErrorException($str, 0, $no, $file, $line);
});
try {
    add($missing, 1);
} catch (\ErrorException $e) {
    echo "handler: ", $e->getMessage(), " at line ", $e->getLine(), "\n";
    foreach ($e->getTrace() as $t) {
        echo "  ", $t['function'], " ", $t['line'] ?? '-', " ", count($t['args'] ?? []), "\n";
    }
}
restore_error_handler();

function steps() {
    $n = 0;
    for ($k = 0; $k < 5; $k++) { $n++; }
    for ($k = 5; $k > 0; $k--) { --$n; $n--; ++$n; }
    $u = null; $u++;
    $v = null; $v--;
    $w = "a"; $w++;
    $z = PHP_INT_MAX; $z++;
    $m = PHP_INT_MIN; $m--;
    $fl = 1.5; $fl++;
    var_dump($n, $k, $u, $v, $w, $z, $m, $fl);
    $und++;
    var_dump($und);
}
steps();

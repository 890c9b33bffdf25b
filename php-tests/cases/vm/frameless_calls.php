<?php
// Small functions the VM may run without a frame of their own: each outcome a frame
// would show (values, warnings, exceptions and their traces, destructors) must match.
function add($a, $b) { return $a + $b; }
function mul($a, $b) { $c = $a * $b; return $c; }
function nothing($a) { $a++; }
function ident($a) { return $a; }
function div($a, $b) { return intdiv($a, $b); }
function sum($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s += $i; } return $s; }
function cmp($a, $b) { return $a < $b; }
function concat($a, $b) { return $a . $b; }
function neg($a) { return -$a; }
function typed(int $a): int { return $a * 2; }
function str_typed($a): string { return $a + 1; }
function mod($a, $b) { return $a % $b; }
function trace() { return (new Exception("here"))->getTraceAsString(); }
function bt($x) { $y = $x + 1; return count(debug_backtrace()); }

class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "destruct {$this->n}\n"; } }
class S { static function twice($x) { return $x * 2; } }

$t = 0;
for ($i = 0; $i < 1000; $i++) { $t = add($t, $i); }
var_dump($t);
var_dump(add(PHP_INT_MAX, 1));
var_dump(add("5", 2.5));
var_dump(add("12abc", 1));
try { var_dump(add("abc", 1)); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n"; }
try { var_dump(add([], 1)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(mul(3, 4), mul(1.5, 2), mul(PHP_INT_MAX, 2));
var_dump(nothing(5));
var_dump(ident(null), ident("s"), ident([1, 2]));
try { div(1, 0); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { mod(1, 0); } catch (DivisionByZeroError $e) { echo $e->getMessage(), " line ", $e->getLine(), "\n", $e->getTraceAsString(), "\n"; }
var_dump(sum(100000));
var_dump(cmp(1, 2), cmp("b", "a"), cmp(1.5, 1));
var_dump(concat("a", 1), concat(1.5, null));
var_dump(neg(PHP_INT_MIN), neg("3"), neg(-0.0));
var_dump(typed(21), typed("4"));
try { typed("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { typed(1.5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(str_typed(1));
echo trace(), "\n";
var_dump(bt(1));
$o = ident(new D(1)); echo $o->n, "\n"; $o = null;
echo "after 1\n";
ident(new D(2));
echo "after 2\n";
$d = new D(3);
var_dump(ident($d) === $d);
unset($d);
echo "after 3\n";
var_dump(S::twice(21));
$u = null;
var_dump(add($u, 1));
var_dump(add($undefined, 1));
function deep($n) { return $n <= 0 ? 0 : 1 + deep($n - 1); }
var_dump(deep(5000));
function fib($n) { return $n < 2 ? $n : fib($n - 1) + fib($n - 2); }
var_dump(fib(20));
$x = 10;
$r = &$x;
var_dump(add($r, 1), ident($r));
function ref_ret($a) { $b = &$a; return $b; }
var_dump(ref_ret(7));
echo "done\n";

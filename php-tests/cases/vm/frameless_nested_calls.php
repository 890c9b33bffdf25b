<?php
// frameless nested calls that stop inside: exceptions, backtraces, warnings, destructors
function inner($n) { if ($n > 3) { throw new Exception("deep $n"); } return $n + 1; }
function mid($n) { $x = $n * 2; return inner($x) + 1; }
function outer($n) { return mid($n) + mid($n + 1); }
try { echo outer(1), "\n"; echo outer(2), "\n"; } catch (Exception $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
function bt($n) { if ($n == 0) { return count(debug_backtrace()); } return bt($n - 1); }
echo bt(5), "\n";
function warnme($n) { if ($n == 0) { return $undefined; } return warnme($n - 1) ; }
var_dump(warnme(3));
function divz($a, $b) { return $a % $b; }
function callsdiv($a) { return divz($a, $a - 3); }
try { callsdiv(3); } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n"; foreach ($e->getTrace() as $t) echo $t['function'], " ", $t['line'], "\n"; }
class D { function __destruct() { echo "destruct\n"; } }
function pass($o, $n) { return $n; }
function mk($n) { return pass(new D, $n) + 1; }
echo mk(5), "\n";
function sum($n) { if ($n == 0) return 0; return $n + sum($n - 1); }
echo sum(5000), "\n";
function fl($n) { return $n < 2 ? 1.5 : fl($n - 1) * 1.01; }
echo fl(100), "\n";
function ovf($n) { return $n + PHP_INT_MAX; }
function callovf($n) { return ovf($n) + 1; }
var_dump(callovf(1));
function strret($n) { if ($n == 0) return "s"; return strret($n - 1); }
var_dump(strret(3));
function arrs($a, $n) { if ($n == 0) return $a; return arrs($a, $n - 1); }
var_dump(arrs([1,2], 3));
function noret($n) { if ($n > 0) noret($n - 1); }
var_dump(noret(3));
function loopcall($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s += sq($i); } return $s; }
function sq($x) { return $x * $x; }
echo loopcall(1000), "\n";
function rec_echo($n) { if ($n == 0) { echo "bottom\n"; return 1; } return rec_echo($n - 1) + 1; }
echo rec_echo(4), "\n";
function g1($a, $b) { return $a <=> $b; }
function g2($a) { return g1($a, 2) + g1(2, $a); }
echo g2(1), g2(3), "\n";
function fact($n) { return $n <= 1 ? 1 : $n * fact($n - 1); }
var_dump(fact(25));
// the fuel runs out inside nested frameless calls: their frames are made real and go on
function work($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s += step2($i); } return $s; }
function step2($i) { return step1($i) + 1; }
function step1($i) { for ($k = 0; $k < 3; $k++) { $i += $k; } return $i; }
echo work(300000), "\n";
// a throw far down, across many frame-depth checks: every frame is in the trace
function down($n) { if ($n == 0) { throw new RuntimeException("bottom"); } return down($n - 1) + 1; }
try { down(3000); } catch (RuntimeException $e) { echo count($e->getTrace()), " ", $e->getTrace()[2999]['args'][0] ?? 'noargs', "\n"; }

<?php
// Two-key element writes on the VM's fast lane (`$m[k1][k2] = v`, `$m[k1][k2] op= v`):
// autovivification, copy-on-write, key normalisation, and what the lane leaves to the
// full path (references, strings, scalars, destructors, conversions, errors).
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }

$m = [];
for ($i = 0; $i < 3; $i++) { for ($j = 0; $j < 3; $j++) { $m["r$i"][$j] = $i * 10 + $j; } }
echo json_encode($m), "\n";
for ($i = 0; $i < 3; $i++) { for ($j = 0; $j < 3; $j += 2) { $m["r$i"][$j] += 100; $m["r$i"][$j] *= 2; } }
echo json_encode($m), "\n";

// copy-on-write: a copy of a row, and of the whole array, keeps its values
$row = $m["r1"];
$copy = $m;
$m["r1"][0] = -1;
$m["r1"][1] -= 5;
echo json_encode([$row, $copy["r1"], $m["r1"]]), "\n";

// key normalisation: "8" is 8, "08" and "8.0" stay strings, negative ints
$k = [];
$k["8"]["9"] = 1;
$k[8]["08"] = 2;
$k[-3]["8.0"] = 3;
$k[-3][-1] = 4;
var_dump($k);

// the value of the whole expression, and int overflow into float
$n = ["a" => ["b" => PHP_INT_MAX]];
var_dump($n["a"]["b"] += 1);
var_dump($n["a"]["b"] -= 0.5);
$n["a"]["c"] = 7;
var_dump($n["a"]["c"] %= 4, $n["a"]["c"] **= 3, $n["a"]["c"] /= 2, $n["a"]["c"] .= "x");
var_dump($n);

// the array stored into itself
$s = [[1, 2]];
$s[0][1] = $s;
var_dump($s);

// a row held by reference
$r = [[0, 0]];
$ref = &$r[0];
$r[0][1] = 5;
$r[0][0] += 2;
var_dump($ref, $r);

// rows that are not arrays
$x = ["n" => null, "s" => "str", "i" => 5, "f" => false];
$x["n"][1] = "from null";
$x["s"][1] = "T";
var_dump($x["n"], $x["s"]);
try { $x["i"][0] = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$x["f"][0] = 1;
var_dump($x["f"]);

// elements that are missing, not numbers, or errors
$y = [[1, "5", "x", [1]]];
$y[0][5] += 1;
$y[0][1] += 1;
try { $y[0][2] += 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $y[0][3] += 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $y[0][0] /= 0; } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $y[0][0] %= 0; } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($y);

// keys the lane does not take: bool, float, null
$z = [];
$z[true][1.7] = "a";
$z[null][false] = "b";
var_dump($z);

// replacing an object: its destructor runs at the assignment
$o = [[new D(1), new D(2)]];
$o[0][0] = "gone";
echo "after first\n";
$keep = $o[0][1];
$o[0][1] = "kept elsewhere";
echo "after second\n";
unset($keep);
echo "end\n";

<?php
// by-value foreach loops whose bodies are scalar ops only (they run in the leaf loop),
// with keys and values of every kind, so each path that declines to the full one is seen
function sum($a) { $s = 0; foreach ($a as $v) { $s += $v; } return $s; }
function keysum($a) { $s = 0; foreach ($a as $k => $v) { $s += $k; } return $s; }
echo sum([1, 2, 3]), " ", sum([1.5, 2, 3]), " ", sum([]), " ", sum(["a" => 4, "b" => 5]), "\n";
echo keysum([10, 20, 30]), " ", keysum([5 => 1, 9 => 1]), "\n";
// a value that is no number: the sum declines to the full path (numeric string, warning)
echo sum([1, "2", 3]), "\n";
echo sum([1, "3 apples", 3]), "\n";
try { echo sum([1, "x", 3]), "\n"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo sum([1, [2], 3]), "\n"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo sum([1, null, true, false, 2.5]), "\n";
// string keys: a compound assignment per element, the keys read from the loop
function tally($from, $n) {
    $into = [];
    foreach ($from as $k => $v) { $into[$k] = 0; }
    for ($i = 0; $i < $n; $i++) {
        foreach ($from as $k => $v) { $into[$k] += $v; }
    }
    return $into;
}
var_dump(tally(["a" => 1, "b" => 2.5, "8" => 3, "08" => 4, "-0" => 5, "" => 6, "-7" => 7], 3));
// an element missing from the target: the full path warns, then the loop goes on
function missing() {
    $t = ["a" => 1];
    foreach (["a" => 1, "b" => 2, "c" => 3] as $k => $v) { $t[$k] += $v; }
    return $t;
}
var_dump(missing());
// a target element that is no number
function odd() {
    $t = ["a" => 1, "b" => "x", "c" => [1], "d" => null];
    foreach (["a" => 1, "b" => 2, "d" => 4] as $k => $v) { $t[$k] += $v; }
    try { foreach (["c" => 1] as $k => $v) { $t[$k] += $v; } } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    return $t;
}
try { var_dump(odd()); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// the array a loop walks is changed by its body: the loop sees its own copy
function grow() {
    $a = ["x" => 1, "y" => 2];
    foreach ($a as $k => $v) { $a[$k] += 10; $a["z"] = 0; }
    return $a;
}
var_dump(grow());
// the target is the array being walked
function self_walk() {
    $a = ["p" => 1, "q" => 2, "r" => 3];
    foreach ($a as $k => $v) { $a[$k] += $v; }
    return $a;
}
var_dump(self_walk());
// values held by reference in the array, and a loop variable that is a reference
function refs() {
    $x = 5; $a = [1, &$x, 3];
    $s = 0;
    foreach ($a as $v) { $s += $v; }
    $t = 0; $r = &$t;
    foreach ([1, 2, 3] as $r) { $s += $r; }
    return [$s, $t, $x];
}
var_dump(refs());
// keys and values of other kinds stored in a variable the body reads
function kinds() {
    $n = 0; $last = null;
    foreach ([1 => "a", "k" => [1], 2 => new stdClass, 3 => 1.5, "z" => null] as $k => $v) {
        $last = $k;
        $n++;
    }
    return [$n, $last, $v];
}
var_dump(kinds());
// nested loops, break and continue
function nested() {
    $m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]];
    $s = 0;
    foreach ($m as $i => $row) {
        foreach ($row as $j => $c) {
            if ($c == 5) continue 2;
            if ($c == 8) break 2;
            $s += $c * ($i + 1) + $j;
        }
    }
    return $s;
}
echo nested(), "\n";
// a long loop (the fuel runs out and the loop is resumed) and large int overflow
function big() {
    $a = range(1, 30000);
    $s = 0; $ks = 0;
    foreach ($a as $k => $v) { $s += $v; $ks += $k; }
    $b = [PHP_INT_MAX, 1, 1];
    $o = 0;
    foreach ($b as $v) { $o += $v; }
    return [$s, $ks, $o];
}
var_dump(big());
// a float key source, a bool key: the deprecation and the normalisation of the full path
function normalised() {
    $t = [1 => 0, 0 => 0];
    foreach ([1 => 5] as $k => $v) { $f = $k + 0.5; $t[$f] += $v; }
    foreach ([1 => 6] as $k => $v) { $b = $k == 1; $t[$b] += $v; }
    return $t;
}
var_dump(normalised());
// an object with a destructor held by the value variable goes when it is overwritten
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
function objs() {
    $c = 0;
    foreach ([new D(1), new D(2), 3, 4] as $v) { $c++; }
    echo "count $c\n";
}
objs();
echo "done\n";

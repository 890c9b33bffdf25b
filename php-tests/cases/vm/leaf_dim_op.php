<?php
// `$a[$k] op= v` in loops the leaf runs: the key's variable read in place
function sums($n) { $x = range(1, $n); $y = array_fill(0, $n, 0); for ($k = 0; $k < 3; $k++) { for ($i = $n - 1; $i >= 0; $i--) { $y[$i] += $x[$i]; } } return $y; }
print_r(sums(4));
function ops() { $a = [10, 20, 30]; for ($i = 0; $i < 3; $i++) { $a[$i] -= 1; $a[$i] *= 2; $a[$i] += 0.5; } return $a; }
var_dump(ops());
function result() { $a = [1, 2]; $r = []; for ($i = 0; $i < 2; $i++) { $r[] = ($a[$i] += 5); } return [$a, $r]; }
print_r(result());
function undefkey() { $a = [0]; for ($i = 0; $i < 1; $i++) { $a[$undef] += 1; } return $a; }
var_dump(undefkey());
function missing() { $a = []; for ($i = 0; $i < 2; $i++) { $a[$i] += 3; } return $a; }
var_dump(missing());
function strkey() { $a = ["x" => 1, "5" => 2]; $k = "x"; for ($i = 0; $i < 2; $i++) { $a[$k] += $i; $k = "5"; } return $a; }
var_dump(strkey());
function overflow() { $a = [PHP_INT_MAX]; for ($i = 0; $i < 1; $i++) { $a[$i] += 1; } return $a; }
var_dump(overflow());
function byref(&$a) { for ($i = 0; $i < 2; $i++) { $a[$i] += 100; } }
$arr = [1, 2]; byref($arr); print_r($arr);
function nextvar() { $a = [1, 2]; $i = 0; $j = 7; for (; $i < 2; $i++) { $a[$i] += 1; } return [$a, $j]; }
print_r(nextvar());

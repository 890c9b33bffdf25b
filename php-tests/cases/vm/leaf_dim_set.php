<?php
// `$a[$k] = v` in loops the leaf runs: the key's variable read in place
function fill($n) { $a = []; for ($i = 0; $i < $n; $i++) { $a[$i] = $i * 2; } return $a; }
print_r(fill(5));
function over($n) { $a = array_fill(0, $n, 1); for ($i = 0; $i < $n; $i += 2) { $a[$i] = 0.5; } return $a; }
print_r(over(6));
function strkeys() { $a = []; $k = "7"; for ($i = 0; $i < 3; $i++) { $a[$k] = $i; $k = "k$i"; } return $a; }
var_dump(strkeys());
function floatkey() { $a = [1, 2, 3]; $k = 1.5; for ($i = 0; $i < 2; $i++) { $a[$k] = $i; } return $a; }
var_dump(floatkey());
function undefkey() { $a = []; for ($i = 0; $i < 2; $i++) { $a[$undef] = $i; } return $a; }
var_dump(undefkey());
function byref(&$a, $n) { for ($i = 0; $i < $n; $i++) { $a[$i] = $i + 10; } }
$arr = [0, 0, 0]; byref($arr, 4); print_r($arr);
function shared($n) { $a = [1, 2, 3]; $b = $a; for ($i = 0; $i < $n; $i++) { $a[$i] = 9; } return [$a, $b]; }
print_r(shared(2));
function keyself($n) { $a = [0, 0, 0]; for ($i = 0; $i < $n; $i++) { $a[$i] = $i; } $k = 2; $a[$k] = $k; return $a; }
print_r(keyself(2));
function nullkey() { $a = []; $k = null; for ($i = 0; $i < 2; $i++) { $a[$k] = $i; } return $a; }
var_dump(nullkey());
function boolkey() { $a = []; $k = true; for ($i = 0; $i < 2; $i++) { $a[$k] = $i; $k = false; } return $a; }
var_dump(boolkey());
function sieve($n) { $flags = range(0, $n); $count = 0; for ($i = 2; $i <= $n; $i++) { if ($flags[$i] > 0) { for ($k = $i + $i; $k <= $n; $k += $i) { $flags[$k] = 0; } $count++; } } return $count; }
echo sieve(1000), "\n";
function notarray() { $s = "abc"; for ($i = 0; $i < 1; $i++) { $s[$i] = "x"; } return $s; }
var_dump(notarray());
function objval() { $a = []; for ($i = 0; $i < 2; $i++) { $o = new stdClass; $o->i = $i; $a[$i] = $o; } return $a; }
var_dump(objval());

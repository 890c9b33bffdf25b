<?php
// int-key lookups in arrays of different shapes: filled from 1 (a leading hole), from a
// negative key, with PHP_INT_MAX, after array_pop lowered the next free key, after unset
$a = [];
for ($i = 1; $i <= 20; $i++) { $a[$i] = $i * 3; }
var_dump(isset($a[0]), $a[1], $a[20], $a[21] ?? "none", array_key_first($a));
$s = 0;
for ($i = 1; $i <= 20; $i++) { $s += $a[$i]; }
var_dump($s);
$a[25] = 1; $a[22] = 2;
var_dump($a[22], $a[25], $a[23] ?? "none", count($a));
$n = [-5 => "a"];
$n[] = "b";
var_dump($n, $n[-4] ?? "none", $n[-5]);
$m = [PHP_INT_MAX => "max"];
var_dump($m[PHP_INT_MAX], isset($m[PHP_INT_MAX - 1]));
try { $m[] = "more"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$p = [3 => "x", 7 => "y", "k" => "z", 9 => "w"];
var_dump(array_pop($p), $p);
$p[] = "next";
var_dump($p, $p[8] ?? "none", $p[10] ?? "none");
$q = [10 => 1, 11 => 2, 12 => 3];
unset($q[11]);
var_dump($q[10], $q[11] ?? "none", $q[12]);
$q[11] = "back";
var_dump($q, $q[11]);
$h = ["a" => 1];
for ($i = 0; $i < 12; $i++) { $h[$i] = $i; }
var_dump($h[0], $h[11], $h[12] ?? "none", $h["a"]);
$g = [0 => 0];
$g[5] = 5;
for ($i = 0; $i < 7; $i++) { echo $i, "=", $g[$i] ?? "-", " "; }
echo "\n";
$g2 = [];
$g2[3] = "three";
$g2[1] = "one";
var_dump($g2[1], $g2[3], $g2[2] ?? "none", array_keys($g2));

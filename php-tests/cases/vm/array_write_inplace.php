<?php
// scalar writes over scalar elements in loops: copy-on-write kept, references written
// through, non-scalar elements and missing keys on the full path
function fill(&$a, $n) { for ($i = 0; $i < $n; $i++) { $a[$i] = $i * 2; } }
$a = [0, 0, 0, 0];
$b = $a;                       // shared: the first write separates
for ($i = 0; $i < 4; $i++) { $a[$i] = $i + 10; }
var_dump($a, $b);
$r = [1, 2, 3];
fill($r, 3);
var_dump($r);
$h = [5 => 1, 9 => 2, -3 => 3];  // hashed, int keys
for ($i = 0; $i < 3; $i++) { $h[9] = $i; $h[-3] = $i * 1.5; }
var_dump($h);
$m = ["x", [1], new ArrayObject([]), null, true, 2.5];
for ($i = 0; $i < 6; $i++) { $m[$i] = $i; }
var_dump($m);
$g = [1, 2];
for ($i = 0; $i < 4; $i++) { $g[$i] = $i; }   // keys 2 and 3 are new
var_dump($g);
$w = ["a" => 1, "b" => 2.5, "10" => 3];
$keys = ["a", "b", "10", "a"];
foreach ($keys as $k) { $w[$k] += 2; }
$copy = $w;
foreach ($keys as $k) { $w[$k] -= 1; }
var_dump($w, $copy);
$grid = [[1, 2], [3, 4]];
$t = 0;
for ($i = 0; $i < 2; $i++) for ($j = 0; $j < 2; $j++) { $t += $grid[$i][$j] * $grid[$j][$i]; }
var_dump($t);
$rows = [[1, 2], [3, 4]];
$keep = $rows[0];
for ($i = 0; $i < 2; $i++) { $x = $rows[$i][1]; $rows[$i][1] = $x * 10; }
var_dump($rows, $keep);
$v = [1, 2, 3];
$ref = &$v[1];
for ($i = 0; $i < 3; $i++) { $v[$i] = 7; }
var_dump($v, $ref);

<?php
// Loops of scalar ops only (the VM runs them in a specialised loop): every comparison
// against every kind of operand, NAN, int/float mixes, overflow at the step, literals of
// each type, and an operand changing type in the middle of the loop.
$nan = NAN;
$vals = [0, 1, -1, 2, 0.0, 1.5, -0.5, 2.0, $nan, INF, -INF, null, true, false, PHP_INT_MAX, PHP_INT_MIN];
foreach ($vals as $x) {
    foreach ($vals as $y) {
        $r = 0;
        for ($k = 0; $k < 1; $k++) {
            if ($x < $y) { $r += 1; }
            if ($x <= $y) { $r += 2; }
            if ($x > $y) { $r += 4; }
            if ($x >= $y) { $r += 8; }
            if ($x == $y) { $r += 16; }
            if ($x != $y) { $r += 32; }
            if ($x === $y) { $r += 64; }
            if ($x !== $y) { $r += 128; }
            $z = $x <=> $y;
        }
        echo var_export($x, true), ' ', var_export($y, true), ' ', $r, ' ', $z, "\n";
    }
}
// comparisons with literals of each kind in a counted loop
foreach ([0, 1, 2, 1.0, 1.5, $nan, -3, 2.5] as $x) {
    $n = 0;
    for ($i = 0; $i < 2; $i++) {
        if ($x < 1) { $n += 1; }
        if ($x <= 1.5) { $n += 10; }
        if ($x > 1.0) { $n += 100; }
        if ($x >= 2) { $n += 1000; }
        if ($x == 1) { $n += 10000; }
        if ($x != 1.5) { $n += 100000; }
        if ($x === 1) { $n += 1000000; }
        if ($x !== 1.0) { $n += 10000000; }
    }
    echo var_export($x, true), ': ', $n, "\n";
}
// arithmetic with slots and literals of each kind, types changing within the loop
$a = 1; $b = 2.5; $s = 0; $f = 0.0;
for ($i = 0; $i < 6; $i++) {
    $s = $s + $a;
    $s = $s - 1;
    $s = $s * 2;
    $f = $f + $b;
    $f = $f - 0.25;
    $f = $f * 1.5;
    $g = $a + $b;
    $h = $i * 2.0;
    $j = 3 - $i;
    if ($i == 2) { $a = 1.25; }
    if ($i == 4) { $a = 7; }
}
var_dump($s, $f, $g, $h, $j, $a);
// the step of a loop overflowing into float, up and down
for ($i = PHP_INT_MAX - 2; $i < PHP_INT_MAX + 2; $i++) { var_dump($i); if (is_float($i)) break; }
for ($i = PHP_INT_MIN + 2; $i > PHP_INT_MIN - 2; $i--) { var_dump($i); if (is_float($i)) break; }
// int multiplication and addition overflowing in a loop
$p = 1;
for ($i = 0; $i < 70; $i++) { $p = $p * 2; }
var_dump($p);
$q = PHP_INT_MAX - 5;
for ($i = 0; $i < 10; $i++) { $q = $q + 1; }
var_dump($q);
// loops counting down, by two, with <= and !=, and against a float bound
$c = 0;
for ($i = 10; $i >= 0; $i -= 2) { $c++; }
for ($i = 0; $i != 7; $i++) { $c++; }
for ($i = 0; $i <= 2.5; $i++) { $c++; }
for ($i = 0.5; $i < 3; $i++) { $c++; }
var_dump($c, $i);
// a loop variable made a string mid-loop, or null
for ($i = 0; $i < 5; $i++) { if ($i == 2) { $i = "3"; } echo gettype($i), $i, " "; }
echo "\n";
$once = true;
for ($i = 0; $i < 3; $i++) { if ($i == 1 && $once) { $i = null; $once = false; } echo var_export($i, true), " "; }
echo "\n";
// while loops with bool and float conditions
$t = 3.0; $n = 0;
while ($t) { $t = $t - 1.5; $n++; }
$u = true; $m = 0;
while ($u) { $m++; $u = $m < 4; }
var_dump($n, $m, $t);
// undefined variables used in a loop
for ($i = 0; $i < 2; $i++) { $w = $undef + $i; }
var_dump($w);
// element reads in a loop: packed and hashed arrays, missing and negative keys, a
// reference element, null and bool elements, a string and a reference cell as container
$arr = [1, 2.5, null, true, 5];
$r = &$arr[4];
$hashed = [3 => 30, 1 => 10, 2 => 20];
$sum = 0;
for ($i = -1; $i < 6; $i++) {
    $e = $arr[$i] ?? 'none';
    $h = $hashed[$i] ?? 0;
    $sum = $sum + $h;
    echo $i, ': ', var_export($e, true), ' ', $h, "\n";
}
for ($i = 0; $i < 5; $i++) { $x = $arr[$i]; var_dump($x); }
for ($i = 4; $i < 7; $i++) { $x = $arr[$i]; var_dump($x); }
$str = "abc";
for ($i = 0; $i < 4; $i++) { $c = $str[$i]; var_dump($c); }
function byref(array &$a) { $t = 0; for ($i = 0; $i < 3; $i++) { $t = $t + $a[$i]; } return $t; }
$nums = [4, 5, 6];
var_dump(byref($nums), $sum);
// nested element reads (a row held by a temporary, released at the statement's end)
$m1 = [[1, 2], [3, 4]];
$m2 = [[5, 6], [7, 8.5]];
$m3 = [];
for ($i = 0; $i < 2; $i++) {
    for ($j = 0; $j < 2; $j++) {
        $x = 0;
        for ($k = 0; $k < 2; $k++) {
            $x += $m1[$i][$k] * $m2[$k][$j];
        }
        $m3[$i][$j] = $x;
    }
}
var_dump($m3);
// a row replaced while a temporary still holds it
$rows = [[1, 2], [3, 4]];
for ($i = 0; $i < 2; $i++) {
    $v = $rows[$i][1] + ($rows[$i] = 10 + $i);
    var_dump($v);
}
var_dump($rows);

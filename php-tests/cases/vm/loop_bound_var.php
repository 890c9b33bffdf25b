<?php
// counted loops whose bound is another variable: int, float, numeric string, null,
// a bound changed inside the loop, the same variable, and a step past PHP_INT_MAX
function run($n) {
    $c = 0;
    for ($i = 0; $i < $n; $i++) { $c++; }
    $d = 0;
    for ($i = 10; $i > $n; $i--) { $d++; }
    return [$c, $d, $i];
}
var_dump(run(5), run(2.5), run("3"), run(null), run(-1), run(true));
$n = 3; $k = 0;
for ($i = 0; $i < $n; $i++) { if ($i == 1) { $n = 6; } $k += $i; }
var_dump($k, $i, $n);
$j = 0; $m = 0;
for ($i = 0; $i < $i; $i++) { $m++; }
var_dump($m, $i);
$x = PHP_INT_MAX - 3; $lim = PHP_INT_MAX; $steps = 0;
for ($i = $x; $i < $lim; $i++) { $steps++; }
var_dump($steps, $i);
$i = PHP_INT_MAX - 1; $lim = PHP_INT_MAX;
for (; $i <= $lim; $i++) { if (is_float($i)) { var_dump($i); break; } }
$tot = 0;
for ($a = 0; $a < 4; $a++) for ($b = 0; $b < $a; $b++) for ($c = 0; $c <= $b; $c++) $tot += $c;
var_dump($tot);
$s = 0; $lim = 5;
for ($i = 0; $i < $lim; $i++) { if ($i == 2) { $lim = "4"; } $s += $i; }
var_dump($s);
for ($i = 0; $i < $und; $i++) {}
var_dump($i);

<?php
// `?:` branches that compute their result straight into the ternary's slot, and uses of
// that result next to fused ops (arithmetic, comparisons, assignments, jumps)
function f($n) { return $n < 2 ? 1 : f($n - 1) + f($n - 2); }
echo f(15), "\n";
foreach ([0, 1, 2, -1, "3", 2.5, null, "x"] as $c) {
    $x = $c ? 10 : 20;
    $y = $c > 1 ? $c * 2 : -$c;
    $z = 5 + ($c ? 1 : 2);
    $w = ($c ? $c < 2 : !$c) ? "yes" : "no";
    $v = $c ?: "fallback";
    $u = $c ? ($c > 1 ? "big" : "small") : "zero";
    var_dump($x, $y, $z, $w, $v, $u);
    if ($c ? $c > 0 : false) echo "positive\n";
    $arr = [$c ? 1 : 0 => "k"];
    echo key($arr), "\n";
}
$i = 0;
$s = "";
while (($i < 3 ? true : false) && $i++ < 10) { $s .= $i; }
echo $s, "\n";
$obj = new stdClass;
$r = $obj ? "obj" : "none";
echo $r, "\n";
echo (true ? "a" : "b") . (false ? "c" : "d"), "\n";
$n = null;
echo $n?->x ? "set" : "unset", "\n";
echo PHP_INT_MAX + (true ? 1 : 0), "\n";
try { echo 1 % (true ? 0 : 1); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
echo $undefined ? "t" : "f", "\n";

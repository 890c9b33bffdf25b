<?php
// a literal on the left of `*` in a loop the leaf runs (`2 * $z`), with every operand kind:
// ints and floats computed there, the rest (overflow, strings, null, bools, arrays) on the
// full path with php's messages in php's operand order
function scale($vals) {
    $out = [];
    foreach ($vals as $k => $z) {
        $a = 2 * $z; $b = 0.5 * $z; $c = -3 * $z; $d = 1e308 * $z;
        $out[] = [$a, $b, $c, $d];
    }
    return $out;
}
echo json_encode(scale([1, -2, 2.5, 0, -0.0, PHP_INT_MAX, PHP_INT_MIN, 4611686018427387904])), "\n";
var_dump(scale([INF, NAN, -INF])[0]);
function loop_mul($n) {
    $s = 0; $f = 0.0;
    for ($i = 0; $i < $n; $i++) { $s = $s + 3 * $i; $f = $f + 0.25 * $i; $g = 7 * $s; }
    return [$s, $f, $g];
}
var_dump(loop_mul(1000));
function odd($z) {
    for ($i = 0; $i < 2; $i++) { $r = 2 * $z; }
    return $r;
}
var_dump(odd("3"), odd("1.5"), odd(null), odd(true), odd(false));
var_dump(odd("4 apples"));
foreach (["x", [1]] as $bad) {
    try { var_dump(odd($bad)); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { var_dump(odd(new stdClass)); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function undef() { for ($i = 0; $i < 2; $i++) { $r = 2 * $nope; } return $r; }
var_dump(undef());
// php's commutative operators name their operands swapped when the first is a literal or
// a temporary and the second a variable; the others keep their order
$arr = [1]; $s = "x"; $n = 5; $o = new stdClass;
$cases = [
    fn() => 2 * $arr, fn() => $arr * 2, fn() => ($n + 1) * $arr, fn() => $arr * ($n + 1),
    fn() => 1 | $arr, fn() => 1 & $s, fn() => 1 ^ $o, fn() => ($n + 1) | $arr,
    fn() => 2 + $arr, fn() => 2 - $arr, fn() => 2 / $arr, fn() => 2 % $arr, fn() => 2 ** $arr,
    fn() => 2 << $arr, fn() => ($n + 1) + $o, fn() => $n * $arr, fn() => 2 * $o,
    fn() => "ab" | $n, fn() => 3 * "4", fn() => 3 | "4", fn() => "ab" | "cde", fn() => "ab" ^ $s,
];
foreach ($cases as $i => $f) {
    try { var_dump($f()); } catch (TypeError $e) { echo $i, ": ", $e->getMessage(), "\n"; }
}

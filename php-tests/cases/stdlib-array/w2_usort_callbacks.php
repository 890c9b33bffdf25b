<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$x = [5, 3, 8, 1];
var_dump(usort($x, function ($a, $b) { return $a - $b; }), $x);
$x = ["b" => 2, "a" => 1, "c" => 3];
var_dump(uasort($x, fn($a, $b) => $b <=> $a), $x);
var_dump(uksort($x, 'strcmp'), $x);
$x = [1, 2];
t(function () use ($x) { return usort($x, "nope"); });
t(function () { $s = "s"; return usort($s, "strcmp"); });
class C { static function cmp($a, $b) { return $a <=> $b; } function icmp($a, $b) { return $b <=> $a; } }
$x = [3, 1, 2]; usort($x, ["C", "cmp"]); echo json_encode($x), "\n";
$x = [3, 1, 2]; usort($x, "C::cmp"); echo json_encode($x), "\n";
$x = [3, 1, 2]; usort($x, [new C, "icmp"]); echo json_encode($x), "\n";
$x = [3, 1, 2]; usort($x, fn($a, $b) => (float)($a - $b) / 10); echo json_encode($x), "\n";

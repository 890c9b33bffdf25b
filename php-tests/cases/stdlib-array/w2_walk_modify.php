<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$a = ["x" => 1, "y" => 2, "z" => 3];
t(function () use ($a) { array_walk($a, function (&$v, $k) { $v = "$k=$v"; }); return $a; });
t(function () use ($a) { array_walk($a, function ($v, $k, $p) { echo "$p$k:$v\n"; }, "> "); return $a; });
t(function () { $b = [3, 1, 2]; $r = array_walk($b, fn($v) => $v * 2); return [$r, $b]; });
t(function () { $v = 1; $b = [&$v, 2]; array_walk($b, function (&$x) { $x += 100; }); return [$v, $b]; });
t(function () { $b = [1]; return array_walk($b, [1, 2, 3]); });

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$data = ["a" => 1, "b" => [2, 3, ["c" => 4]], "d" => 5];
t(function () use ($data) { array_walk_recursive($data, function ($v, $k) { echo "$k => $v\n"; }); return $data; });
t(function () use ($data) { array_walk_recursive($data, function (&$v, $k, $m) { $v = $v * $m; }, 10); return $data; });
t(function () { $e = []; return array_walk_recursive($e, fn($v) => 0); });
t(function () { $x = [[[]], [1]]; array_walk_recursive($x, function (&$v) { $v = "[$v]"; }); return $x; });
t(function () { $x = 5; return array_walk_recursive($x, fn($v) => 0); });
t(function () { $x = [1]; return array_walk_recursive($x, "nope"); });
t(function () { $x = ["k" => ["n" => 1]]; array_walk_recursive($x, function ($v, $k, $u) { echo "$k $v $u\n"; }, "extra"); return true; });

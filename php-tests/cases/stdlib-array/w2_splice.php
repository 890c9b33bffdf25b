<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(function () { $a = [1, 2, 3, 4, 5]; $r = array_splice($a, 1, 2, ["x", "y", "z"]); return [$r, $a]; });
t(function () { $a = ["a" => 1, "b" => 2, 5 => 3, 9 => 4]; $r = array_splice($a, 1, -1, "new"); return [$r, $a]; });
t(function () { $a = [1, 2, 3]; $r = array_splice($a, -1); return [$r, $a]; });
t(function () { $a = [1, 2, 3]; $r = array_splice($a, 1, 0, [9, 8]); return [$r, $a]; });
t(function () { $a = [1, 2, 3]; $r = array_splice($a, 10, 1, 7); return [$r, $a]; });
t(function () { $a = [1, 2, 3]; $r = array_splice($a, 0, null, ["k" => "v"]); return [$r, $a]; });
t(function () { $a = [1, 2, 3]; return array_splice($a, 0, "x"); });
t(function () { $a = [1, 2, 3]; $r = array_splice($a, -10, -10); return [$r, $a]; });

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$data = [3, 1, 2]; $data2 = ["c", "a", "b"];
t(function () use ($data, $data2) { $r = array_multisort($data, $data2); return [$r, $data, $data2]; });
t(function () { $a = [10, 100, 100, 0]; $b = [1, 3, 2, 4]; array_multisort($a, $b); return [$a, $b]; });
t(function () { $a = [10, 100, 100, 0]; $b = [1, 3, 2, 4]; array_multisort($a, SORT_DESC, $b, SORT_ASC); return [$a, $b]; });
t(function () { $a = ["x" => 3, "y" => 1, 5 => 2, 9 => 0]; array_multisort($a); return $a; });
t(function () { $a = []; return array_multisort($a); });
t(function () { $a = ["10", 9, "1e1", 1.5]; array_multisort($a, SORT_STRING); return $a; });
t(function () { $a = ["10", 9, "1e1", 1.5]; array_multisort($a, SORT_NUMERIC, SORT_DESC); return $a; });
t(function () { $a = ["b", "B", "a", "A", "c"]; array_multisort($a, SORT_STRING | SORT_FLAG_CASE); return $a; });
t(function () { $a = ["img12", "img10", "IMG2", "img1"]; array_multisort($a, SORT_NATURAL | SORT_FLAG_CASE); return $a; });

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$m = ["10" => 1, "9" => 2, "9a" => 3, "abc" => 4, "ABC" => 5, "" => 6, "1e1" => 7, -5 => 8, "b" => 9];
foreach ([SORT_REGULAR, SORT_NUMERIC, SORT_STRING, SORT_STRING | SORT_FLAG_CASE, SORT_NATURAL | SORT_FLAG_CASE] as $f) {
    $x = $m; ksort($x, $f); echo "ksort $f: ", json_encode($x), "\n";
    $x = $m; krsort($x, $f); echo "krsort $f: ", json_encode($x), "\n";
}
t(function () { $x = [3, 1]; return ksort($x, "bad"); });

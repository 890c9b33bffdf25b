<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$m = ["10", 9, "9a", 1.5, "abc", "ABC", true, null, "1e1"];
foreach ([SORT_REGULAR, SORT_NUMERIC, SORT_STRING, SORT_STRING | SORT_FLAG_CASE, SORT_NATURAL, SORT_NATURAL | SORT_FLAG_CASE, SORT_LOCALE_STRING] as $f) {
    $x = $m; sort($x, $f); echo "sort $f: ", json_encode($x), "\n";
    $x = $m; rsort($x, $f); echo "rsort $f: ", json_encode($x), "\n";
    $x = $m; asort($x, $f); echo "asort $f: ", json_encode($x), "\n";
    $x = $m; arsort($x, $f); echo "arsort $f: ", json_encode($x), "\n";
}

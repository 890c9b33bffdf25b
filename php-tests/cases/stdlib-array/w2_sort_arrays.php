<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$x = [[1, 2], [1], [0, 5, 6], [], [2]]; sort($x); echo json_encode($x), "\n";
$x = ["a" => [3], "b" => [1, 1], "c" => [2]]; asort($x); echo json_encode($x), "\n";
$x = [[1], "str", 5]; sort($x); var_dump($x);
$x = [[1], [2]]; sort($x, SORT_STRING); var_dump($x);

<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$people = [["n" => "a", "age" => 30], ["n" => "b", "age" => 25], ["n" => "c", "age" => 30], ["n" => "d", "age" => 25], ["n" => "e", "age" => 40], ["n" => "f", "age" => 25]];
$x = $people; usort($x, fn($p, $q) => $p["age"] <=> $q["age"]); echo json_encode(array_column($x, "n")), "\n";
$x = $people; uasort($x, fn($p, $q) => $q["age"] <=> $p["age"]); echo json_encode(array_keys($x)), "\n";
$x = ["b" => 1, "a" => 1, "d" => 0, "c" => 0]; asort($x); echo json_encode($x), "\n";
$x = ["b" => 1, "a" => 1, "d" => 0, "c" => 0]; arsort($x); echo json_encode($x), "\n";
$x = array_fill(0, 40, 0); foreach ($x as $i => &$v) { $v = $i % 3; } unset($v);
$keys = array_keys($x); asort($x); echo json_encode(array_keys($x)), "\n";
$x = ["x" => 2, "y" => 1, "z" => 2]; uksort($x, fn($a, $b) => 0); echo json_encode($x), "\n";

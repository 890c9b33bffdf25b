<?php
declare(strict_types=1);
// array_column under strict_types takes only string, int or null keys; the recursive
// replace and merge find an array met again inside itself through a reference.
$rows = [['a' => 1, 'b' => 'x'], ['a' => 2, 'b' => 'y']];
foreach ([false, true, 1.0, [], new ArrayObject([])] as $k) {
    try { var_dump(array_column($rows, $k)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    try { var_dump(array_column($rows, 'a', $k)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
var_dump(array_column($rows, 'b', 'a'), array_column($rows, null, 'b'));
$a3 = [1];
$a3[] = &$a3;
$a4 = [2];
$a4[] = &$a4;
try { var_dump(array_replace_recursive($a3, $a4)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(array_replace_recursive([1, [2]], $a4)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(array_replace_recursive(["x" => [1, [2]], "y" => 1], ["x" => [1 => [3]], "y" => [4]], ["x" => [1 => [0 => 5, 1 => 6]]]));
$shared = [7, [8]];
var_dump(array_replace_recursive(["p" => [[0]], "q" => [[0]]], ["p" => $shared, "q" => $shared]));
$a = ["key1" => ["key2" => []]];
$a["key1"]["key2"]["key3"] = &$a;
$b = ["key1" => ["key2" => []]];
$b["key1"]["key2"]["key3"] = &$b;
try { array_merge_recursive($a, $b); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a1 = [];
$a2 = ["key1" => &$a1];
$a1 = array_merge_recursive($a1, $a2);
try { $a1 = array_merge_recursive($a1, $a2); } catch (Error $e) { echo $e->getMessage(), " on line ", $e->getLine(), "\n"; }
var_dump(array_merge_recursive(["k" => [1, "x" => [2]]], ["k" => [3, "x" => 4]], ["k" => null]));

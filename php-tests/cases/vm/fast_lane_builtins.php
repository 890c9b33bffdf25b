<?php
// builtins answered by the dispatch loop's fast lane, mixed with the cases it leaves
// to the full builtin (coercions, deprecations, errors)
$vals = [0, 1, -7, PHP_INT_MIN, 2.5, -0.0, "", "a", "abc", "12", null, true, false, [], [1, 2], new stdClass];
foreach ($vals as $v) {
    $r = [];
    for ($i = 0; $i < 3; $i++) {
        $r = [is_int($v), is_integer($v), is_long($v), is_float($v), is_double($v), is_string($v),
              is_bool($v), is_array($v), is_null($v), is_object($v), is_scalar($v)];
    }
    echo json_encode($r), "\n";
}
foreach (["", "x", "hello", 42, 4.5, true, null] as $v) {
    for ($i = 0; $i < 2; $i++) {
        $n = @strlen($v);
    }
    var_dump($n);
}
try { strlen([]); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
foreach ([[], [1], [1, [2, 3]], ["a" => 1, "b" => 2]] as $a) {
    for ($i = 0; $i < 2; $i++) { $c = count($a); $s = sizeof($a); }
    var_dump($c, $s, count($a, COUNT_RECURSIVE));
}
try { count(5); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class C implements Countable { function count(): int { return 7; } }
var_dump(count(new C));
foreach ([5, -5, 0, -2.5, PHP_INT_MIN, "-3", "x"] as $v) {
    try { for ($i = 0; $i < 2; $i++) { $a = abs($v); } var_dump($a); }
    catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
foreach (["A", "é", "", "xy", 65] as $v) {
    for ($i = 0; $i < 2; $i++) { $o = ord($v); }
    var_dump($o);
}
foreach ([65, 0, 255, 256, -1, "66", 66.0] as $v) {
    for ($i = 0; $i < 2; $i++) { $c = chr($v); }
    var_dump(bin2hex($c));
}
function f(int ...$xs) { return count($xs) + strlen("ab"); }
var_dump(f(1, 2, 3));
$k = 0;
for ($i = 0; $i < 1000; $i++) { $k += strlen(str_repeat("x", $i % 7)) + count([$i]) + (is_int($i) ? 1 : 0); }
var_dump($k);

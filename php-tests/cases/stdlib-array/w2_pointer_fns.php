<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$a = ["x" => 1, "y" => 2, "z" => 3];
var_dump(current($a), key($a), next($a), key($a), next($a), next($a), key($a), current($a));
var_dump(reset($a), end($a), key($a), prev($a), prev($a), prev($a), key($a));
$e = [];
var_dump(current($e), key($e), next($e), reset($e), end($e), prev($e));
$b = [1, 2, 3]; next($b); $c = $b; var_dump(current($c));
$b = [1, 2, 3]; end($b); array_pop($b); var_dump(current($b));
$b = [1, 2, 3]; next($b); array_push($b, 4); var_dump(current($b));
$b = [1, 2, 3]; next($b); sort($b); var_dump(current($b));
$b = [false, null]; var_dump(current($b), next($b), next($b));

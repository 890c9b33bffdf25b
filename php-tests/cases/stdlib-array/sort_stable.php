<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["x" => 1, "y" => "1", "z" => 1.0, "w" => 0];
asort($a); var_dump($a);
arsort($a); var_dump($a);
$b = ["b" => 1, "a" => 1, "c" => 1];
asort($b); var_dump($b);
$c = [10 => "a", 9 => "b", "x" => "c", "1" => "d"];
ksort($c); var_dump($c);
ksort($c, SORT_STRING); var_dump($c);
krsort($c, SORT_NUMERIC); var_dump($c);

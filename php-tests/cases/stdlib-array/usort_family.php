<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["b" => 3, "a" => 1, "c" => 2];
uasort($a, fn($x, $y) => $x <=> $y); var_dump($a);
uksort($a, fn($x, $y) => strcmp($y, $x)); var_dump($a);
$l = [3, 1, 2];
usort($l, fn($x, $y) => $y - $x); var_dump($l);

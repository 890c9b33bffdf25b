<?php
function f($a, $b = 2, $c = 3) { return "$a-$b-$c"; }
echo f(1, c: 30), "\n";
echo f(c: 'C', a: 'A'), "\n";
echo f(...['a' => 'x', 'b' => 'y']), "\n";
try { f(1, d: 4); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { f(1, a: 4); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function v(...$all) { return $all; }
print_r(v(1, 2, x: 3));

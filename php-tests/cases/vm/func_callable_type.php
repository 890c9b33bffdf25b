<?php
function apply(callable $f, $v) { return $f($v); }
echo apply('strlen', "four"), apply(fn($x) => $x * 2, 21), "\n";
try { apply('no_such_function', 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function it(iterable $i) { foreach ($i as $v) echo $v; echo "\n"; }
it([1, 2]);

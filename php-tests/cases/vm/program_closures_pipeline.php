<?php
$pipeline = [fn($x) => $x + 1, fn($x) => $x * 2, fn($x) => "<$x>"];
$run = function($v) use ($pipeline) { foreach ($pipeline as $f) $v = $f($v); return $v; };
echo implode(" ", array_map($run, [1, 2, 3])), "\n";
$compose = fn(callable ...$fs) => fn($x) => array_reduce_manual($fs, fn($acc, $f) => $f($acc), $x);
function array_reduce_manual($arr, $f, $init) { foreach ($arr as $v) $init = $f($init, $v); return $init; }
echo $compose(fn($x) => $x . "a", fn($x) => $x . "b")("start"), "\n";

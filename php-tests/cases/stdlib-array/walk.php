<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["a" => 1, "b" => 2];
var_dump(array_walk($a, function (&$v, $k) { $v = $v * 10; }));
var_dump($a);
array_walk($a, function ($v, $k, $p) { echo "$p$k=$v\n"; }, "> ");
array_walk($a, function ($v) { $v = 0; });
var_dump($a);
t(function () { $x = [1]; return array_walk($x, "no_such_fn"); });

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$nest = fn($n) => str_repeat('[', $n) . str_repeat(']', $n);
foreach ([1, 2, 3] as $d) { foreach ([0, 1, 2, 3, 4] as $n) { $r = json_decode($n ? $nest($n) : '1', true, $d); echo "depth=$d n=$n: ", json_encode($r), ' ', json_last_error(), ' ', json_last_error_msg(), "\n"; } }
var_dump(json_decode('{"a":{"b":1}}', true, 2), json_last_error_msg(), json_decode('{"a":{"b":1}}', true, 3));
$v = [[[1]]];
foreach ([1, 2, 3, 4] as $d) { var_dump(json_encode($v, 0, $d), json_last_error_msg()); }
var_dump(json_encode([], 0, 0), json_encode(1, 0, 0), json_encode([[]], JSON_PARTIAL_OUTPUT_ON_ERROR, 1));
t(fn() => json_decode('[]', true, 0));
t(fn() => json_decode('[]', true, -1));
t(fn() => json_decode('[]', true, PHP_INT_MAX));
t(fn() => json_encode([], 0, -1));
t(fn() => json_decode($nest(3), true, 2, JSON_THROW_ON_ERROR));
t(fn() => json_encode($v, JSON_THROW_ON_ERROR, 1));

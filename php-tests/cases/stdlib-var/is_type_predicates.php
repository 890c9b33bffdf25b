<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$vals = [0, 1.0, "1", "1.5", " 1", "1 ", "1e3", "0x1A", ".5", "5.", "-", "", null, true, [], [1], new stdClass, new ArrayObject([1]), (function () { yield 1; })(), fopen('php://memory', 'r'), NAN, INF, "abc", " ", "+1", "-.5e-3", "1_000"];
foreach ($vals as $i => $v) {
    echo $i, ' ', get_debug_type($v), ': ', json_encode([is_int($v), is_integer($v), is_long($v), is_float($v), is_double($v), is_numeric($v), is_string($v), is_bool($v), is_array($v), is_object($v), is_null($v), is_scalar($v), is_iterable($v), is_countable($v), is_resource($v), is_callable($v)]), "\n";
}
t(fn() => is_int());
t(fn() => is_countable(1, 2));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([0.0, -0.0, 1.0, -1.0, 0.1, 1/3, 1e15, 1e16, 1e100, 1.5e-10, 2**53, 123.456, PHP_FLOAT_EPSILON, PHP_FLOAT_MAX, PHP_FLOAT_MIN, INF, -INF, NAN, 100.0, 7E-10] as $f) { var_export($f); echo "\n"; }
var_export([1.0, 2.5, [0.1, -0.0]]); echo "\n";
ini_set('serialize_precision', 5); var_export(1/3); echo "\n"; var_export(1.0); echo "\n";
ini_set('serialize_precision', 17); var_export(0.1); echo "\n";
ini_set('serialize_precision', 0); var_export(0.1); echo "\n";

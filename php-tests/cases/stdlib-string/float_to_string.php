<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$vals = [0.1 + 0.2, 1/3, 1e15, 1e16, 123456789012345678.0, 1.0, -0.0, 1e-5, 0.00001234, 1.5e300, -1.5e-300, 2**53, 2**63, 7.0E-10, 100.0, 1e14 + 0.5, PHP_FLOAT_EPSILON, PHP_FLOAT_MAX, PHP_FLOAT_MIN, INF, -INF, NAN, 255/10, 3.0e0, 0.1];
foreach ($vals as $v) { echo $v, ' | ', strval($v), ' | ', var_export($v, true), ' | ', json_encode($v), ' | '; var_dump($v); }

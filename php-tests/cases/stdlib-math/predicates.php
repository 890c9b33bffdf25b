<?php
foreach ([NAN, INF, -INF, 0, 1.5, "3", PHP_FLOAT_MAX] as $v) {
    var_dump(is_nan($v), is_finite($v), is_infinite($v));
}
try { is_nan("x"); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

<?php
foreach ([0, 1, -1, 1.5, -1.5, 0.1, -0.1, 1e20, -1e20, 2.9999999999999996, 4.0000000000000001, PHP_INT_MAX, PHP_INT_MIN, "4.5", "-3", true, NAN, INF, -INF, -0.0] as $v) {
    var_dump(floor($v), ceil($v));
}
try { floor([]); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { ceil("x"); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

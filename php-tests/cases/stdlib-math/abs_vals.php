<?php
foreach ([0, -0.0, 5, -5, 3.25, -3.25, PHP_INT_MAX, PHP_INT_MIN, "-12", "-1.5", false, INF, -INF] as $v) {
    var_dump(abs($v));
}
try { abs("foo"); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

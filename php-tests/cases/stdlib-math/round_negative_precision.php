<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([1234.5678, -1234.5678, 5, 15, 25, -25, 1.955, 5.045, 5.055, 0.285, 1.45, 2.5, -2.5, PHP_INT_MAX, 999999999999999999] as $v) {
    echo $v, ': ', json_encode([round($v), round($v, 1), round($v, 2), round($v, -1), round($v, -2), round($v, -5), round($v, 0, PHP_ROUND_HALF_DOWN), round($v, -1, PHP_ROUND_HALF_EVEN), round($v, 1, PHP_ROUND_HALF_ODD)]), "\n";
}
var_dump(round(5, -1), round(15, -1), round(-0.4), round(0.0), round(3, 400), round(3.5, -400), round(INF), round(NAN, 2));
t(fn() => round(1.5, 0, 99));
t(fn() => round("1.55", 1));
t(fn() => round("x"));

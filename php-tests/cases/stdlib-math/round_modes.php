<?php
foreach ([2.5, -2.5, 3.5, -3.5, 1.55, -1.55, 1.45, 0.285, 7, -7, 15] as $v) {
    foreach ([PHP_ROUND_HALF_UP, PHP_ROUND_HALF_DOWN, PHP_ROUND_HALF_EVEN, PHP_ROUND_HALF_ODD] as $m) {
        var_dump(round($v, 1, $m), round($v, 0, $m), round($v, -1, $m));
    }
}
var_dump(round(5, 2), round(1234, -2), round("3.7"), round("12"), round(true));
var_dump(round(1.95583, 2), round(5.045, 2), round(5.055, 2), round(1241757, -3));
var_dump(round(3.14159, 30), round(3.14159, -30), round(NAN), round(INF), round(-0.0));
try { round(1.5, 0, 7); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { round("abc"); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

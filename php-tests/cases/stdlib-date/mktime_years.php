<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
foreach ([0, 1, 50, 69, 70, 71, 99, 100, 101, 999, 1000, 1899, 1900, 1969, 2069, 9999, 10000, -1, -69, -70, -100, -2000] as $y) {
    $ts = mktime(0, 0, 0, 1, 1, $y);
    echo $y, ' => ', $ts, ' ', date('Y-m-d', $ts), "\n";
}

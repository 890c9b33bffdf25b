<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('America/New_York');
foreach ([4102444800, 32503680000, 253402300799, 253402300800, 1000000000000, 5000000000000, 50000000000000, 100000000000000, PHP_INT_MIN, PHP_INT_MIN + 1] as $ts) {
    echo $ts, ': ', date('D Y-m-d H:i:s T O I L', $ts), "\n";
    echo '  gm: ', gmdate('D Y-m-d H:i:s x X', $ts), "\n";
}
echo gmdate('D Y-m-d H:i:s x X', PHP_INT_MAX), "\n";
var_dump(gmmktime(0, 0, 0, 1, 1, 10000), gmmktime(0, 0, 0, 1, 1, 100000), gmmktime(0, 0, 0, 1, 1, -10000));
var_dump(date('Y-m-d H:i:s T', mktime(12, 0, 0, 7, 4, 2500)), date('Y-m-d H:i:s T', mktime(12, 0, 0, 1, 4, 2500)));

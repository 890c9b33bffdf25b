<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('Europe/Berlin');
foreach ([0, 1, -1, 86399, 86400, 951782400, 1000000000, 1234567890, 1700000000, 1709164800, 1719792000, 1735689599, 2000000000] as $ts) {
    echo $ts, ': ', date('W|F|m|M|n|t', $ts), "\n";
}
for ($m = 1; $m <= 12; $m++) {
    $ts = gmmktime(12, 0, 0, $m, 15, 2023);
    var_dump(date('F M m n t', $ts));
}

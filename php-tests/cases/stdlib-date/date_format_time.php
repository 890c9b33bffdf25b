<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('Asia/Tokyo');
foreach ([0, 3599, 3600, 43199, 43200, 43201, 46800, 82800, 86399, 1700000000, 1700050000, -1, -3600, -43200, 2147483647, -2147483648] as $ts) {
    echo $ts, ': ', date('a|A|B|g|G|h|H|i|s|u|v', $ts), "\n";
    echo $ts, ' gm: ', gmdate('a|A|B|g|G|h|H|i|s|u|v', $ts), "\n";
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
foreach ([1600, 1700, 1800, 1900, 1996, 2000, 2023, 2024, 2100, 2400, 0, -4, -100, -400, 1, 4] as $y) {
    $ts = gmmktime(0, 0, 0, 2, 29, $y);
    echo $y, ': ', gmdate('Y-m-d L t z', $ts), ' | ', gmdate('L t z', gmmktime(0, 0, 0, 12, 31, $y)), "\n";
}

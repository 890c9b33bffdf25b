<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
foreach ([2023, 2024] as $y) {
    for ($m = 1; $m <= 12; $m++) {
        $ts = gmmktime(0, 0, 0, $m, 1, $y);
        echo gmdate('Y-m-d z t w N D l', $ts), ' | ', gmdate('z', gmmktime(0, 0, 0, $m + 1, 0, $y)), "\n";
    }
}

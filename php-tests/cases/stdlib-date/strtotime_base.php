<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('Australia/Sydney');
foreach ([0, -86400, 951782400, 1700000000, 1711900800, 1728144000, 4102444800] as $base) {
    foreach (['now', 'today', '+1 month', 'next sunday', 'last day of this month', 'first monday of next month', '10:00', 'noon yesterday', '+1 day'] as $s) {
        $r = strtotime($s, $base);
        echo $base, ' ', str_pad($s, 28), ' => ', $r, ' ', date('D Y-m-d H:i:s T', $r), "\n";
    }
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('America/New_York');
foreach ([0, 1, -1, 86399, 86400, 951782400, 1000000000, 1234567890, 1700000000, 1709164800, 1719792000, 1735689599, 2000000000] as $ts) {
    foreach (['d', 'D', 'j', 'l', 'N', 'S', 'w', 'z'] as $c) {
        echo $ts, ' ', $c, ' => ', date($c, $ts), "\n";
    }
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$fmt = 'd D j l N S w z W F m M n t L o Y y a A g G h H i s u v e I O P p T Z c r U';
foreach (['UTC', 'America/New_York', 'Asia/Kolkata'] as $tz) {
    date_default_timezone_set($tz);
    foreach ([0, -1, 1700000000, 1720000000, 951782400] as $ts) {
        echo $tz, ' ', $ts, ': ', gmdate($fmt, $ts), "\n";
    }
}
t(fn() => gmdate('Y', PHP_INT_MAX));
t(fn() => gmdate('Y-m-d', PHP_INT_MIN));

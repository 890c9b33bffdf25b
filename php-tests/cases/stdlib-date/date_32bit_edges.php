<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['UTC', 'America/Los_Angeles', 'Europe/Moscow'] as $tz) {
    date_default_timezone_set($tz);
    foreach ([2147483647, 2147483648, -2147483648, -2147483649, 4294967295, 4294967296, -4294967296] as $ts) {
        echo $tz, ' ', $ts, ': ', date('D, d M Y H:i:s O T I', $ts), "\n";
    }
}
var_dump(mktime(3, 14, 7, 1, 19, 2038), gmmktime(3, 14, 8, 1, 19, 2038), gmmktime(20, 45, 52, 12, 13, 1901), gmmktime(20, 45, 51, 12, 13, 1901));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['Australia/Sydney', 'America/Santiago', 'Pacific/Auckland', 'America/Asuncion', 'Africa/Johannesburg', 'Australia/Perth', 'Australia/Darwin'] as $tz) {
    date_default_timezone_set($tz);
    foreach ([1704067200, 1711900800, 1712448000, 1719792000, 1727740800, 1728144000, 1735689599] as $ts) {
        echo str_pad($tz, 20), date('Y-m-d H:i:s T O I', $ts), "\n";
    }
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('America/Chicago');
foreach ([-1, -59, -60, -3599, -3600, -86399, -86400, -86401, -31536000, -631152000, -2208988800, -2500000000, -3000000000, -5000000000, -10000000000] as $ts) {
    echo $ts, ': ', date('D Y-m-d H:i:s T O I z W', $ts), ' | ', gmdate('Y-m-d H:i:s', $ts), "\n";
}

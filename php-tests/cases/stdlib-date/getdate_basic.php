<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['UTC', 'America/New_York', 'Asia/Kolkata'] as $tz) {
    date_default_timezone_set($tz);
    foreach ([0, -1, 951782400, 1700000000, 1720000000, 2147483648, -5000000000] as $ts) {
        echo $tz, ' ', $ts, "\n";
        var_dump(getdate($ts));
    }
}
t(fn() => getdate('x'));
t(fn() => getdate(1, 2));
var_dump(count(getdate()), array_keys(getdate()));

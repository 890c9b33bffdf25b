<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['UTC', 'Europe/London', 'America/Sao_Paulo'] as $tz) {
    date_default_timezone_set($tz);
    foreach ([0, 951782400, 1700000000, 1720000000, -2208988800] as $ts) {
        echo $tz, ' ', $ts, "\n";
        var_dump(localtime($ts));
        var_dump(localtime($ts, true));
    }
}
t(fn() => localtime(0, 'yes'));
t(fn() => localtime(0, []));
t(fn() => localtime('x'));
t(fn() => localtime(0, true, 1));
var_dump(count(localtime()), array_keys(localtime(null, true)));

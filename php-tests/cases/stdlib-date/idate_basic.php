<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['UTC', 'America/New_York', 'Asia/Kolkata'] as $tz) {
    date_default_timezone_set($tz);
    foreach ([0, 1700000000, 1720000000, 951782400, -86400] as $ts) {
        $out = [];
        foreach (str_split('BdhHiILmNostUwWyYzZjgGn') as $c) {
            $out[] = $c . '=' . var_export(idate($c, $ts), true);
        }
        echo $tz, ' ', $ts, ': ', implode(' ', $out), "\n";
    }
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['Europe/Helsinki', 'America/Phoenix', 'Asia/Shanghai'] as $tz) {
    date_default_timezone_set($tz);
    for ($ts = -400000000; $ts < 2200000000; $ts += 123456789) {
        $back = mktime((int)date('G', $ts), (int)date('i', $ts), (int)date('s', $ts), (int)date('n', $ts), (int)date('j', $ts), (int)date('Y', $ts));
        echo $tz, ' ', $ts, ' ', date('Y-m-d H:i:s T', $ts), ' ', $back === $ts ? 'same' : "differs $back", "\n";
    }
}

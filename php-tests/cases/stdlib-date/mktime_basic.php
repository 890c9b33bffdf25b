<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Sydney'] as $tz) {
    date_default_timezone_set($tz);
    foreach ([[0, 0, 0, 1, 1, 2024], [12, 30, 45, 6, 15, 2024], [23, 59, 59, 12, 31, 1999], [0, 0, 0, 1, 1, 1970], [0, 0, 0, 7, 4, 1776]] as $a) {
        $ts = mktime(...$a);
        echo $tz, ' ', implode(',', $a), ' => ', $ts, ' ', date('Y-m-d H:i:s T', $ts), "\n";
    }
}

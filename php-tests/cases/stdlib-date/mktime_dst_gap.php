<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['America/New_York' => [3, 10, 2024], 'Europe/Berlin' => [3, 31, 2024], 'Australia/Lord_Howe' => [10, 6, 2024], 'America/Santiago' => [9, 8, 2024]] as $tz => [$m, $d, $y]) {
    date_default_timezone_set($tz);
    for ($h = 0; $h <= 4; $h++) {
        foreach ([0, 15, 30, 59] as $i) {
            $ts = mktime($h, $i, 0, $m, $d, $y);
            echo $tz, ' ', sprintf('%02d:%02d', $h, $i), ' => ', $ts, ' ', date('Y-m-d H:i:s T I', $ts), "\n";
        }
    }
}

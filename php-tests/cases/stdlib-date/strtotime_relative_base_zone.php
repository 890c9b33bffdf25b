<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu'] as $tz) {
    date_default_timezone_set($tz);
    $base = 1700000000;
    foreach (['today', 'tomorrow', 'midnight', '+1 day', 'first day of next month', 'monday', '2024-01-01', '2024-01-01 UTC', '@0'] as $s) {
        $r = strtotime($s, $base);
        echo str_pad($tz, 20), str_pad($s, 26), $r, ' ', date('Y-m-d H:i:s T', $r), ' ', gmdate('Y-m-d H:i:s', $r), "\n";
    }
}

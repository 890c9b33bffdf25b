<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['UTC', 'GMT', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Lord_Howe', 'America/St_Johns',
    'America/Sao_Paulo', 'Etc/GMT+5', 'Etc/GMT-14', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Africa/Abidjan', 'Asia/Tehran'] as $tz) {
    date_default_timezone_set($tz);
    foreach ([0, 1700000000, 1720000000] as $ts) {
        echo str_pad($tz, 22), $ts, ': ', date('Y-m-d H:i:s e|I|O|P|p|T|Z', $ts), "\n";
    }
}

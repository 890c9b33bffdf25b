<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('Asia/Kolkata');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    '@0',
    '@1700000000',
    '@-1',
    '@-1000',
    '@1.5',
    '@-1.5',
    '@1.123456',
    '@1.',
    '@ 5',
    '@1700000000 +1 day',
    '+1 day @1700000000',
    '@1700000000 UTC',
    '@2147483648',
    '@-2147483649',
    '@99999999999',
    '@9223372036854775807',
    '@99999999999999999999'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

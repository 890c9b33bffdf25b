<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('America/New_York');
$base = 1710046800;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    '+1 day',
    '+24 hours',
    '+1 hour',
    '+2 hours',
    '+3 hours',
    'tomorrow',
    '02:30',
    '02:00',
    '03:00',
    '01:59:59',
    '+1 week',
    '-1 day',
    '2024-03-10 02:30',
    '2024-03-10 02:30 America/New_York',
    '2024-03-10 02:30 EST',
    '2024-03-10 02:30 EDT',
    '2024-11-03 01:30',
    '2024-11-03 01:30 EST',
    '2024-11-03 01:30 EDT',
    '2024-11-03 01:30 America/New_York',
    '2024-11-03 00:59:59 +1 hour',
    '2024-11-03 00:59:59 +2 hours',
    '2024-11-03 +1 day',
    '2024-11-03 01:30 +1 day'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

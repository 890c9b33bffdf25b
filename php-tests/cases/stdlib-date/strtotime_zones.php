<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('America/New_York');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    '2024-06-01 12:00 UTC',
    '2024-06-01 12:00 utc',
    '2024-06-01 12:00 GMT',
    '2024-06-01 12:00 Z',
    '2024-06-01 12:00 EST',
    '2024-06-01 12:00 EDT',
    '2024-06-01 12:00 CEST',
    '2024-06-01 12:00 CET',
    '2024-06-01 12:00 PST',
    '2024-06-01 12:00 JST',
    '2024-06-01 12:00 IST',
    '2024-06-01 12:00 GMT+2',
    '2024-06-01 12:00 GMT-0530',
    '2024-06-01 12:00 +05:45',
    '2024-06-01 12:00 -1',
    '2024-06-01 12:00 +123456',
    '2024-06-01 12:00 Europe/Paris',
    '2024-06-01 12:00 europe/paris',
    '2024-06-01 12:00 Asia/Kathmandu',
    '2024-06-01 12:00 America/Argentina/Buenos_Aires',
    '2024-06-01 12:00 (CEST)',
    '2024-06-01 12:00 Mars/Phobos',
    '2024-06-01 12:00 XYZ',
    'Europe/Paris',
    'UTC',
    'EST',
    'noon UTC',
    '2024-06-01 12:00 UTC UTC',
    '2024-06-01 12:00 UTC EST CET'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

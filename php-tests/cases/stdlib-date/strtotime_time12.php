<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('Asia/Tokyo');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    '10pm',
    '10 pm',
    '10PM',
    '10p.m.',
    '10 p.m.',
    '12am',
    '12pm',
    '12:00am',
    '12:00pm',
    '12:30 AM',
    '11:59:59 PM',
    '1:05:09am',
    '0am',
    '13pm',
    '9.30pm',
    '9.30.45 pm',
    'tomorrow 10am',
    '10am tomorrow',
    '2024-01-01 3pm',
    '3pm 2024-01-01'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

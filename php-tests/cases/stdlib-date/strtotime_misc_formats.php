<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('Europe/Vienna');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    '20080701T22:38:07',
    '20080701t223807',
    '20080701T9:38:07',
    '2008-07-01T22:35:17.02Z',
    '2008-7-1T9:3:7',
    '2008:07:01 22:38:07',
    '10/Oct/2000:13:55:36 -0700',
    '2008.197',
    '2008197',
    '2008-197',
    '2024W10',
    '2024-W10',
    '2024W101',
    '2024-W10-7',
    '2024-W01-1',
    '2020-W53-7',
    '20240229',
    '1978',
    '1978 2008',
    'back of 7pm',
    'front of 19',
    'back of 0',
    'front of 0',
    'back of 12am',
    '11 Oct 2005 11:32pm',
    'Oct 11 11:32pm',
    'Oct 11 23:32',
    'Oct 11 23:32:01.5',
    'Oct 11 23:32:01 CET',
    '1:32:11:123 PM',
    '1:32:11.123AM'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

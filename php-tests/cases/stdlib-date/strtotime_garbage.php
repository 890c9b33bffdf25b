<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    'garbage',
    'foo bar',
    '2024-02-29 garbage',
    '!!!',
    '2024-01-01 2024-01-02',
    '12:00 13:00',
    '10pm 11pm',
    'tomorrow 25:00',
    '32 Jan 2024',
    '2024-01-01 1 day !',
    '+1 blah',
    'next blah',
    '@abc',
    '@',
    '+',
    '-',
    '.',
    ',',
    '..',
    'now now',
    'a',
    'ago',
    '1 ago'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}
var_dump(strtotime('', 1700000000));
var_dump(strtotime(' ', 1700000000) === 1700000000);
var_dump(strtotime("\t\n", 1700000000) === 1700000000);
var_dump(strtotime(" 2024-01-01 ", 1700000000));
var_dump(strtotime("2024-01-01\0garbage", 1700000000));

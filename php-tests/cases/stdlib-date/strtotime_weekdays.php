<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('America/Los_Angeles');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'Mon',
    'tue',
    'WED',
    'next monday',
    'last friday',
    'this sunday',
    'next tuesday',
    'last tuesday',
    'this tuesday',
    'previous wednesday',
    'monday next week',
    'sunday last week',
    'friday this week',
    'this week',
    'next week',
    'last week',
    'monday 10:00',
    'next monday 9am',
    'second monday',
    'third friday',
    '+1 monday',
    '-1 monday',
    '2 mondays ago',
    'tuesday ago'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

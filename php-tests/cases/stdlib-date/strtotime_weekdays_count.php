<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    '+1 weekday',
    '+2 weekdays',
    '+5 weekdays',
    '+6 weekdays',
    '+10 weekdays',
    '-1 weekday',
    '-5 weekdays',
    '3 weekdays ago',
    '0 weekdays',
    'saturday +1 weekday',
    'sunday +1 weekday',
    'saturday -1 weekday',
    'sunday -1 weekday',
    'friday +1 weekday',
    'monday -1 weekday',
    'saturday +5 weekdays',
    'sunday 0 weekdays'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

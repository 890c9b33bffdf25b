<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('Europe/London');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    '+1 day',
    '-1 day',
    '+2 days',
    '-2 weeks',
    '+1 week',
    '1 fortnight',
    '+1 month 3 days',
    '+1 year',
    '-1 year',
    '+3 hours',
    '-90 minutes',
    '+30 seconds',
    '+1 sec',
    '+5 min',
    '+2 mins',
    '+1 hour 30 minutes',
    '1 day ago',
    '2 weeks ago',
    '3 months ago',
    '1 year 2 months ago',
    '+1 week 2 days 4 hours 2 seconds',
    '-1 week +1 day',
    '+0 days',
    '++1 day',
    '+-1 day',
    '--1 day',
    '+1000 days',
    '+10000 years',
    '-1000 years',
    '1 day',
    'day',
    '+1 days',
    '+ 1 day',
    '+1   day',
    '+500 ms',
    '+2 msec',
    '+1 usec'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

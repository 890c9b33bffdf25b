<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    'TOMORROW',
    'ToMoRrOw',
    'NEXT MONDAY',
    'next  monday',
    'next\tmonday',
    ' +1 day ',
    '+1\tday',
    'FIRST DAY OF NEXT MONTH',
    'first  day  of  next  month',
    '10 SEPTEMBER 2000',
    'sEpTeMbEr 10 2000',
    '2024-02-29t12:00:00',
    '10PM',
    'Noon',
    'MIDNIGHT',
    'Last Friday',
    '+1 WEEK',
    '1 DAY AGO',
    'Monday Next Week'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

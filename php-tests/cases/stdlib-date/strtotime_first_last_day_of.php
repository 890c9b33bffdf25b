<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('Europe/Paris');
$base = 1706659200;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    'first day of',
    'last day of',
    'first day of next month',
    'last day of next month',
    'first day of last month',
    'last day of this month',
    'last day of previous month',
    'first day of this month',
    'first day of january',
    'last day of february',
    'last day of february 2024',
    'first day of next year',
    'last day of +2 months',
    'first day of -1 month',
    'first day of next month midnight',
    'last day of this month 23:59:59',
    'first day of 2024-03',
    'last day of 2023-02'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

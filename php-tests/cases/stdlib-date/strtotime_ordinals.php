<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    'first monday',
    'second monday',
    'third monday',
    'fourth monday',
    'fifth monday',
    'sixth monday',
    'seventh monday',
    'eighth monday',
    'ninth monday',
    'tenth monday',
    'eleventh monday',
    'twelfth monday',
    'first day',
    'second day',
    'next day',
    'last day',
    'this day',
    'previous day',
    'next month',
    'last month',
    'this month',
    'next year',
    'last year',
    'next hour',
    'last minute',
    'next sec',
    'next fortnight'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    'first monday of january 2025',
    'second tuesday of next month',
    'third friday of january 2025',
    'last sat of March 2024',
    'last day of march 2024',
    'first sunday of this month',
    'last friday of next month',
    'fourth thursday of november 2024',
    'fifth monday of september 2024',
    'next monday of next month',
    'last monday of december',
    'first weekday',
    'twelfth monday of january 2024'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

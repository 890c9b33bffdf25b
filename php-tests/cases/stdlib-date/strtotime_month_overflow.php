<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    '2024-01-31 +1 month',
    '2024-01-30 +1 month',
    '2024-01-29 +1 month',
    '2023-01-31 +1 month',
    '2024-03-31 -1 month',
    '2024-02-29 +1 year',
    '2024-02-29 -1 year',
    '2024-02-29 +4 years',
    '2024-12-31 +1 month',
    '2024-05-31 +1 month',
    '2024-01-31 last day of +1 month',
    '2024-01-31 first day of +1 month',
    '2024-08-31 +6 months',
    '2024-02-29 +12 months',
    '2024-01-01 -1 day',
    '2024-03-01 -1 day',
    '2023-03-01 -1 day',
    '2100-03-01 -1 day',
    '2000-03-01 -1 day'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('America/Chicago');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    '10/09/2000',
    '1/2/2003',
    '12/25',
    '12/25/99',
    '12/25/69',
    '12/25/70',
    '12/25/1',
    '2/30/2024',
    '13/1/2000',
    '31.12.2024',
    '31.12.24',
    '1.2.2003',
    '31-12-2024',
    '2024/02/29',
    '2024/2/9',
    '2024/02/29/',
    '1/1',
    '01/01/01',
    '12/31/2037 23:59:59'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

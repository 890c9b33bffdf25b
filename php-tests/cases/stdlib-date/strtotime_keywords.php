<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('America/New_York');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    'now',
    'NOW',
    'today',
    'Today',
    'tomorrow',
    'yesterday',
    'midnight',
    'noon',
    'today noon',
    'tomorrow noon',
    'noon tomorrow',
    'yesterday midnight',
    'midnight tomorrow',
    'now today',
    'today 15:00',
    '15:00 yesterday'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('Europe/Madrid');
$base = 1700000000;
echo 'base: ', date('D Y-m-d H:i:s T', $base), "\n";
foreach ([
    '10 September 2000',
    'Sep 10 2000',
    'September 10, 2000',
    'September 10 2000 10:00',
    '10-Sep-2000',
    '10.Sep.2000',
    'Sept 10 2000',
    '10 sept 2000',
    'Sep 2000',
    '2000 Sep',
    'September',
    'Sep',
    '10 Sep',
    'Sep 10',
    'Sep 10th',
    '10th Sep',
    '1st January 2000',
    '22nd Feb 2000',
    '3rd Mar 2000',
    'Sat, 13 Mar 2010 14:15:16 +0100',
    'Saturday, 13-Mar-10 14:15:16 GMT',
    'Thu, 21 Dec 2000 16:01:07 +0200',
    'May-09-78',
    '78-Dec-22',
    'Dec-22-1978',
    '1978-Dec-22',
    '22 XII 1978',
    'IV 2000',
    'June 2008',
    'Jun 31 2008'
] as $s) {
    $r = strtotime($s, $base);
    echo str_pad(var_export($s, true), 44), ' => ', var_export($r, true), $r === false ? '' : ' ' . date('D Y-m-d H:i:s T', $r), "\n";
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
foreach ([
    '2024-02-29 12:00:00',
    '02/29/2024',
    '29.02.2024',
    '29-02-2024',
    'February 29, 2024',
    '29 Feb 2024',
    'Feb 29',
    '2024-W09-4',
    '2024.060',
    'Thu, 29 Feb 2024 12:00:00 GMT',
    '12pm',
    '12:30:45.678901',
    '2024-02-29T12:00:00.123+01:00',
    'back of 7pm',
    '10/Oct/2000:13:55:36 -0700'
] as $s) {
    echo '== ', var_export($s, true), "\n";
    var_dump(date_parse($s));
}

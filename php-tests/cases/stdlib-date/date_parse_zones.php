<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
foreach ([
    '2024-01-01 12:00 UTC',
    '2024-01-01 12:00 utc',
    '2024-01-01 12:00 EST',
    '2024-01-01 12:00 cest',
    '2024-01-01 12:00 +05:30',
    '2024-01-01 12:00 -0800',
    '2024-01-01 12:00 GMT+1',
    '2024-01-01 12:00 Europe/Amsterdam',
    '2024-01-01 12:00 europe/amsterdam',
    '2024-01-01 12:00 Z',
    '2024-01-01 12:00 (EST)',
    '2024-01-01 12:00 Mars/Olympus',
    'Sat, 13 Mar 2010 14:15:16 +0100'
] as $s) {
    echo '== ', var_export($s, true), "\n";
    var_dump(date_parse($s));
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
foreach ([
    '2006-12-12 10:00:00.5',
    '2024-02-29',
    '2024-02-29T12:34:56',
    '10 September 2000',
    'Sep 10',
    '12:34',
    '@1700000000',
    'now',
    '1978',
    '20080701T22:38:07',
    '2008.197',
    '2024W101'
] as $s) {
    echo '== ', var_export($s, true), "\n";
    var_dump(date_parse($s));
}

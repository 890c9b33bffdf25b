<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
foreach ([
    '',
    ' ',
    'garbage',
    '2024-02-30',
    '2024-13-01',
    '25:61',
    '12:00 13:00',
    '2024-01-01 2024-01-02',
    '2024-01-01 UTC EST',
    '2024-01-01 UTC EST CET',
    '@',
    '10 Septembre 2000',
    'tomorrow 25:00',
    '31.02.2024',
    '+1 blah'
] as $s) {
    echo '== ', var_export($s, true), "\n";
    var_dump(date_parse($s));
}
foreach ([[], null, 123] as $v) { t(fn() => date_parse($v)); }
t(fn() => date_parse());

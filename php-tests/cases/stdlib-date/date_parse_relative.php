<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
foreach ([
    '+1 day',
    '-2 weeks 3 hours',
    'next monday',
    'last friday',
    'first day of next month',
    'last day of this month',
    '+2 weekdays',
    '3 weekdays ago',
    'first monday of january',
    'last sat of march',
    'monday next week',
    'tomorrow',
    'yesterday noon',
    '1 year 2 months ago',
    '+1 fortnight',
    '+500 ms'
] as $s) {
    echo '== ', var_export($s, true), "\n";
    var_dump(date_parse($s));
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
foreach ([2004, 2005, 2008, 2009, 2010, 2015, 2016, 2020, 2021, 2026, 2027] as $y) {
    foreach ([[12, 27], [12, 28], [12, 29], [12, 30], [12, 31]] as [$m, $d]) {
        $ts = gmmktime(0, 0, 0, $m, $d, $y - 1);
        echo gmdate('Y-m-d D W o N', $ts), "\n";
    }
    foreach ([1, 2, 3, 4, 5, 6, 7, 8] as $d) {
        echo gmdate('Y-m-d D W o N', gmmktime(0, 0, 0, 1, $d, $y)), "\n";
    }
}

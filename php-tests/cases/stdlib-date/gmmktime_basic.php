<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('America/New_York');
foreach ([[0, 0, 0, 1, 1, 1970], [0, 0, 0, 1, 1, 2000], [12, 0, 0, 2, 29, 2024], [23, 59, 59, 12, 31, 2037], [0, 0, 0, 1, 1, 1900],
          [2, 30, 0, 3, 10, 2024], [1, 30, 0, 11, 3, 2024], [0, 0, 0, 13, 32, 2023], [0, 0, -1, 1, 1, 1970]] as $a) {
    $ts = gmmktime(...$a);
    echo implode(',', $a), ' => ', $ts, ' ', gmdate('Y-m-d H:i:s', $ts), ' ', date('Y-m-d H:i:s T', $ts), "\n";
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
for ($d = 1; $d <= 31; $d++) {
    echo gmdate('jS ', gmmktime(0, 0, 0, 1, $d, 2024));
}
echo "\n";

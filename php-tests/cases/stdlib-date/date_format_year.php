<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
foreach ([0, 946684800, 978307200, 4102444800, 7258118400, -2208988800, -62135596800, -62167219200, -62198755200, 253402300799, 253402300800, 3250368000000] as $ts) {
    echo $ts, ': ', date('L|o|Y|y|x|X', $ts), "\n";
}

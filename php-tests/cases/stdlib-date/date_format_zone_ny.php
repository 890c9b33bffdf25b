<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('America/New_York');
foreach ([1710053999, 1710054000, 1730613599, 1730613600, 1700000000, 1720000000, 0, -2717650000, -2717668800] as $ts) {
    echo $ts, ': ', date('Y-m-d H:i:s e|I|O|P|p|T|Z', $ts), "\n";
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('America/Denver');
foreach ([-1, -86400, -2208988800, -62135596800, 32503680000] as $ts) {
    echo $ts, ': ', json_encode(getdate($ts)), "\n";
    echo '   ', json_encode(localtime($ts, true)), "\n";
}

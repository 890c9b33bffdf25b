<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['UTC', 'America/New_York', 'Asia/Kathmandu', 'Europe/Dublin'] as $tz) {
    date_default_timezone_set($tz);
    foreach ([0, 1, -1, 951782400, 1700000000, 1710054000, 1730613599, 2147483648, -2147483649, 253402300799] as $ts) {
        $a = strtotime(date('Y-m-d H:i:s', $ts), 0);
        $b = strtotime(date(DATE_ATOM, $ts), 0);
        $c = strtotime(date(DATE_RFC2822, $ts), 0);
        $d = strtotime('@' . $ts, 0);
        echo $tz, ' ', $ts, ': ', json_encode([$a, $b === $ts, $c === $ts, $d === $ts]), "\n";
    }
}

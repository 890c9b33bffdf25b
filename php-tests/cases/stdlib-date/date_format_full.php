<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('Europe/Paris');
foreach ([0, 1700000000, 1720000000, -1000000000] as $ts) {
    var_dump(date('c', $ts), date('r', $ts), date('U', $ts));
    foreach ([DATE_ATOM, DATE_COOKIE, DATE_ISO8601, DATE_ISO8601_EXPANDED, DATE_RFC822, DATE_RFC850, DATE_RFC1036,
              DATE_RFC1123, DATE_RFC2822, DATE_RFC3339, DATE_RFC3339_EXTENDED, DATE_RSS, DATE_W3C] as $f) {
        echo $f, ' => ', date($f, $ts), "\n";
    }
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(date_default_timezone_get());
var_dump(date_default_timezone_set('Europe/Paris'), date_default_timezone_get());
var_dump(date_default_timezone_set('Not/Valid'), date_default_timezone_get());
var_dump(date_default_timezone_set(''), date_default_timezone_set('utc'), date_default_timezone_get(), date_default_timezone_set('europe/PARIS'), date_default_timezone_get());
t(fn() => new DateTimeZone('Not/Valid'));
t(fn() => new DateTimeZone(''));
t(fn() => timezone_open('Nope'));
foreach (['+01:00', '-0530', '+1', 'EST', 'est', 'CEST', 'Z', 'GMT+1', '+14:00', '-12:00', '+99:00'] as $z) { t(fn() => (new DateTimeZone($z))->getName()); }

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(date_default_timezone_get());
var_dump(date_default_timezone_set('Europe/Amsterdam'), date_default_timezone_get());
var_dump(date_default_timezone_set('america/new_york'), date_default_timezone_get(), date('e T', 0));
var_dump(date_default_timezone_set('UTC'), date_default_timezone_get());
var_dump(date_default_timezone_set('utc'), date_default_timezone_get(), date('e T', 0));
var_dump(date_default_timezone_set('US/Eastern'), date('e T', 1700000000));
var_dump(date_default_timezone_set('GMT'), date('e T P', 0));
var_dump(date_default_timezone_set('Etc/GMT+3'), date('e T P', 0));
var_dump(date_default_timezone_set('EST5EDT'), date('e T P', 1720000000));
var_dump(date_default_timezone_set('Nope/Zone'), date_default_timezone_get());
var_dump(date_default_timezone_set(''), date_default_timezone_get());
var_dump(date_default_timezone_set(' UTC'), date_default_timezone_get());
var_dump(date_default_timezone_set('UTC '), date_default_timezone_get());
var_dump(date_default_timezone_set('Europe/'), date_default_timezone_get());
var_dump(date_default_timezone_set('Mars/Olympus_Mons'), date_default_timezone_get());
t(fn() => date_default_timezone_set([]));
t(fn() => date_default_timezone_set());
t(fn() => date_default_timezone_get(1));

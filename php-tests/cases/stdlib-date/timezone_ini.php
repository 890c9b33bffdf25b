<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(ini_get('date.timezone'));
var_dump(date_default_timezone_get());
var_dump(ini_set('date.timezone', 'Asia/Tokyo'));
var_dump(ini_get('date.timezone'), date_default_timezone_get(), date('H:i T', 0));
var_dump(ini_set('date.timezone', 'Europe/Lisbon'));
var_dump(date_default_timezone_get(), date('H:i T', 0));
date_default_timezone_set('America/Denver');
var_dump(ini_set('date.timezone', 'Asia/Tokyo'));
var_dump(ini_get('date.timezone'), date_default_timezone_get(), date('H:i T', 0));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
$d = date_create('2021-03-04 05:06:07', timezone_open('Europe/Paris'));
var_dump(date_format(date_date_set($d, 2020, 2, 30), DATE_ATOM));
var_dump(date_format(date_isodate_set($d, 2021, 1), DATE_ATOM), date_format(date_isodate_set($d, 2021, 53, 7), DATE_ATOM), date_format(date_isodate_set($d, 2020, 10, 0), DATE_ATOM));
var_dump(date_format(date_time_set($d, 25, 61, 61), DATE_ATOM), date_format(date_time_set($d, 1, 2, 3, 456789), 'Y-m-d H:i:s.u'));
var_dump(date_timestamp_get($d), date_offset_get($d));
var_dump(date_format(date_timestamp_set($d, 0), DATE_RFC2822), date_offset_get($d));
var_dump(date_format(date_timezone_set($d, timezone_open('America/New_York')), DATE_RFC2822), date_offset_get($d), timezone_name_get(date_timezone_get($d)));
$s = date_create('2021-07-01 12:00', timezone_open('Europe/Paris')); var_dump(date_offset_get($s));
$i = date_create_immutable('2000-01-01');
t(fn() => date_date_set($i, 2000, 1, 1));
t(fn() => date_timestamp_get($i));
t(fn() => date_time_set($d, 'x', 1));
t(fn() => date_timezone_set($d, 'UTC'));

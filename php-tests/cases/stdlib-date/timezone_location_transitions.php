<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(timezone_location_get(new DateTimeZone('+02:00')));
$tz = new DateTimeZone('Europe/London');
var_dump($tz->getTransitions(1577836800, 1609459199));
var_dump(timezone_transitions_get(new DateTimeZone('UTC'), 0, 100));
var_dump(count($tz->getTransitions(1600000000, 1600000000)));
$t = $tz->getTransitions(); var_dump(is_array($t), count($t) > 100, array_keys($t[0]));
var_dump((new DateTimeZone('+05:30'))->getTransitions(0, 100));
var_dump(timezone_offset_get($tz, date_create('2020-07-01', $tz)), timezone_offset_get(new DateTimeZone('-03:30'), date_create('@0')));

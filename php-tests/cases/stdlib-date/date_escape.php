<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
$ts = 1700000000;
var_dump(date('\\Y\\m\\d', $ts));
var_dump(date('\\\\Y', $ts));
var_dump(date('Y\\', $ts));
var_dump(bin2hex(date('\\', $ts)));
var_dump(bin2hex(date('Y\\', $ts)));
var_dump(date('l \\t\\h\\e jS', $ts));
var_dump(date('', $ts));
var_dump(date('Q E f k q b C', $ts));
var_dump(date('Y-m-d é ✓ 日本', $ts));
var_dump(date("Y\nm\td", $ts));
var_dump(date('%Y %m', $ts));

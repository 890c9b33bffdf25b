<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
$t = time();
var_dump(is_int($t));
var_dump($t > 1700000000);
var_dump(abs(strtotime('now') - $t) <= 2);
var_dump(abs(mktime((int)date('G', $t), (int)date('i', $t), (int)date('s', $t)) - $t) <= 2 || true);
var_dump(abs((int)date('U') - $t) <= 2);
var_dump(abs(gmmktime() - $t) <= 2 || true);
t(fn() => time(1));
var_dump(is_float(microtime(true)));
var_dump(is_array(hrtime()));

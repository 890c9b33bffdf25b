<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
var_dump(gmmktime(12) % 3600 === gmmktime(12, null, null) % 3600);
var_dump(gmmktime(12, 0, 0) % 86400);
var_dump(gmmktime(0, 0, 0) % 86400);
var_dump(mktime(6, 0, 0) % 86400);
var_dump(gmmktime(12, 0, 0, null, null, null) % 86400);
var_dump(gmdate('H:i:s', gmmktime(7, 8, 9)));
var_dump(gmdate('m-d H:i:s', gmmktime(7, 8, 9, 3, 4)));
var_dump(gmdate('Y', gmmktime(0, 0, 0, 1, 1)) === gmdate('Y'));
var_dump(is_int(mktime(1)));
date_default_timezone_set('Asia/Kolkata');
var_dump(date('H:i:s', mktime(7, 8, 9)));
var_dump(mktime(5, 30, 0) % 86400);

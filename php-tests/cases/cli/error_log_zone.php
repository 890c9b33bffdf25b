<?php
// the error log stamps its lines in the default zone, spelt as it was given
$log = sys_get_temp_dir() . "/rphp_error_log_zone_" . getmypid() . ".log";
@unlink($log);
ini_set("error_log", $log);
echo $undefined;
error_log("one");
date_default_timezone_set("america/new_york");
error_log("two");
date_default_timezone_set("Nope/Zone");
error_log("three");
echo preg_replace('/^\[\d\d-[A-Z][a-z][a-z]-\d{4} \d\d:\d\d:\d\d (\S+)\]/m', '[STAMP $1]', file_get_contents($log));
unlink($log);

<?php
date_default_timezone_set("Asia/Calcutta");
$g = gettimeofday(); var_dump(count($g), $g['minuteswest'], $g['dsttime'], is_int($g['usec']), is_float(gettimeofday(true)));
date_default_timezone_set("America/New_York");
$g = gettimeofday(); var_dump(in_array($g['minuteswest'], [240, 300]), array_keys($g));
try { gettimeofday([]); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

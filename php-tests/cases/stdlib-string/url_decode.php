<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["a+b%20c%2", "%zz%4", "a+b%41%4a%4A", "%", "", "%%41", "%4", "%e2%82%ac", "%E2%82%AC", "+++", "%2B", "%00x", "%g0"] as $s) { echo json_encode($s), " "; var_dump(urldecode($s), rawurldecode($s)); }

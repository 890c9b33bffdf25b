<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(sprintf("%f|%F|%e|%g", NAN, INF, -INF, NAN));
var_dump(sprintf("[%10f]|[%-10f]|[%010f]|[%+f]", INF, -INF, INF, INF));
$nan = NAN; $ninf = -INF;
var_dump(sprintf("%d", INF), sprintf("%d", $nan), sprintf("%s", $nan), sprintf("%s", $ninf));

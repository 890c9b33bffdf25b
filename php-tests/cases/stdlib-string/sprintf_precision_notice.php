<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(sprintf("%.60f", 1.0));
var_dump(sprintf("%.54e", 1.0));
printf("%.99F\n", 0.5);

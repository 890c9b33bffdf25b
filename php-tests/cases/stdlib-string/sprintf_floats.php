<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(sprintf("%f|%.2f|%.0f|%10.3f|%-10.3f|%010.3f|%+.1f|%+.1f", 3.14159, 3.14159, 2.5, 3.14159, 3.14159, -3.14159, 2.0, -2.0));
var_dump(sprintf("%F|%.1F|%f|%f", 1234.5, 0.05, 0.0, -0.0));
var_dump(sprintf("%.2f %.2f %.2f %.1f", 0.125, 0.375, 1.005, 0.05));
var_dump(sprintf("%f", 1e100), sprintf("%.3f", "1.23456"), sprintf("%f", "abc"), sprintf("%.15f", 0.1));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(sprintf("%e|%E|%.2e|%.0e|%10.2e|%-12.3E|", 1234.5678, 0.000123, 1234.5678, 1234.5678, 5.0, -0.5));
var_dump(sprintf("%e", 0), sprintf("%e", 1), sprintf("%.1e", 9.96), sprintf("%e", 1e-300), sprintf("%+e", 1.5));
var_dump(sprintf("%g|%G|%g|%g|%g|%g", 0.00001234, 1e20, 123456789.0, 100000, 1000000, 0.0001));
var_dump(sprintf("%.3g|%.10g|%g|%G|%g|%.0g", 3.14159, 1/3, 0, -1.5e-10, 1e15, 123));
var_dump(sprintf("%h|%H|%.3h", 1e20, 1.5e-7, 3.14159));

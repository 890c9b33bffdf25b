<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(number_format(1234.5678), number_format(1234.5678, 2), number_format(1234.5678, 2, ",", "."), number_format(1234.5678, 2, ".", ""));
var_dump(number_format(0.5), number_format(1.5), number_format(2.5), number_format(-0.4), number_format(-0.5), number_format(-1234.567, 1));
var_dump(number_format(2.675, 2), number_format(1.005, 2), number_format(0.285, 2), number_format(1234567.891, 2, "", " "), number_format(1e15, 2));
var_dump(number_format(1234.5678, -2), number_format(1250, -2), number_format(-1249, -2), number_format(1000), number_format(999999.999, 2));
var_dump(number_format(12345678), number_format(-12345678, 2), number_format("1234.5"), number_format(true), number_format(0.0, 3, "::", "++"));
t(fn() => number_format("abc"));
t(fn() => number_format([]));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(number_format(-0.0), number_format(-0.001, 2), number_format(-0.005, 2), number_format(-0.0049, 2), number_format(-1e-10, 5));
var_dump(number_format(PHP_INT_MAX), number_format(PHP_INT_MIN), number_format(1e20, 0), number_format(123.456, 10));

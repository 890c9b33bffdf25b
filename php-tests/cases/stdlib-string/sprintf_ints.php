<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(sprintf("%d|%5d|%-5d|%05d|%-05d|%+d|%+d|%+05d|% 5d", 42, 42, 42, 42, 42, 42, -42, 42, 42));
var_dump(sprintf("%d %d %d %d %d", "12abc", 3.99, -3.99, true, null));
var_dump(sprintf("%u", -1), sprintf("%u", 3), sprintf("%05u", 3), sprintf("%d", PHP_INT_MIN), sprintf("%+d", 0));
var_dump(sprintf("%05d", -42), sprintf("%'x8d", -42), sprintf("%-'x8d", -42), sprintf("%ld", 5));

<?php
var_dump(intdiv(7, 2), intdiv(-7, 2), intdiv(7, -2), intdiv(PHP_INT_MAX, 3), intdiv(PHP_INT_MIN, 1));
try { intdiv(1, 0); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { intdiv(PHP_INT_MIN, -1); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { intdiv(1.5, 1); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

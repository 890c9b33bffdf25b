<?php
var_dump(pow(2, 10), pow(2, 62), pow(2, 63), pow(2, 64), pow(-2, 63), pow(3, -1), pow(2.0, 3), pow("3", "2"), pow(0, 0), pow(10, 20), pow(-1, 0.5), pow(7, 22));
var_dump(pow(0, -1), pow(0.0, -2));
try { pow([], 2); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

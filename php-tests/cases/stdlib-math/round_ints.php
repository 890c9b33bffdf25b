<?php
var_dump(round(1234567, -3), round(-1250, -2), round(1250, -2, PHP_ROUND_HALF_EVEN), round(1350, -2, PHP_ROUND_HALF_EVEN), round(PHP_INT_MAX, -5), round(15, -1, PHP_ROUND_HALF_DOWN), round(25, -1, PHP_ROUND_HALF_ODD));
var_dump(round(12, 3), round(-12), round(0), round("1e3", -2));

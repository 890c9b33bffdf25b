<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(hypot(3, 4), hypot(-3, -4), hypot(0, 0), hypot(INF, NAN), hypot(1e200, 1e200), deg2rad(180), rad2deg(M_PI), deg2rad(0), rad2deg(-M_PI_2), pi(), M_PI === pi());
var_dump(M_E, M_LOG2E, M_LOG10E, M_LN2, M_LN10, M_PI_2, M_PI_4, M_1_PI, M_2_PI, M_SQRTPI, M_2_SQRTPI, M_SQRT2, M_SQRT3, M_SQRT1_2, M_LNPI, M_EULER, PHP_ROUND_HALF_UP, PHP_ROUND_HALF_DOWN, PHP_ROUND_HALF_EVEN, PHP_ROUND_HALF_ODD);
t(fn() => hypot("a", 1));
t(fn() => deg2rad([]));

<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
foreach ([0, -0.0, 1.5, NAN, INF, -INF, PHP_INT_MAX, "12", "1e500", PHP_FLOAT_EPSILON] as $v) {
  t(fn() => [is_nan((float)$v), is_finite((float)$v), is_infinite((float)$v)]);
}
t(fn() => [max(1, 2.0, "3"), min([4, "3", 5.5]), max("abc", 0), min("10", "9"), max([1, 2], [1, 3])]);
t(fn() => max([]));
t(fn() => min());
t(fn() => max(1));
t(fn() => [abs(-PHP_INT_MAX - 1), abs(-0.0), abs("-5"), abs("1.5e1")]);
t(fn() => [hypot(3, 4), deg2rad(180), rad2deg(M_PI), pi()]);
t(fn() => [intdiv(-7, 2), -7 % 2, fmod(-7, 2), fdiv(1, 0), fdiv(-1, 0), fdiv(0, 0)]);

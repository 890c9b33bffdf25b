<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$nums = [0, -0.0, 0.5, 1.5, 2.5, -0.4, -0.5, 1234.5678, -1234.5678, 1e15, 123456789012345678, 0.000001, 999.995, 1.005, PHP_INT_MAX, PHP_INT_MIN, INF, -INF, NAN];
foreach ($nums as $n) {
    var_dump(number_format($n), number_format($n, 2), number_format($n, 3, ',', '.'), number_format($n, 1, '', ''), number_format($n, 2, 'dec', 'thou'));
}
foreach ([-1, -2, -3, -5, -20] as $d) { var_dump(number_format(1234567.891, $d), number_format(-1555, $d)); }
t(fn() => number_format(1234.5, 2, '', ' '));
t(fn() => number_format(1234.5, 2, '.', "\u{00A0}"));
t(fn() => number_format('1234.5', 1));
t(fn() => number_format('abc'));
t(fn() => number_format(1.0, 100));
t(fn() => number_format(12, 2, null, null));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$vals = [0.0, -0.0, 1.5, -1.5, 0.1, 1/3, 123456789.987654321, 1e-10, 1e20, -2.5e-5, 1e100, INF, -INF, NAN, 2.5, 3.5, 0.125];
foreach ($vals as $v) {
    echo sprintf('%f|%.2f|%.0f|%e|%.3e|%E|%g|%G|%.3g|%F|%10.4f|%-12e|', $v, $v, $v, $v, $v, $v, $v, $v, $v, $v, $v, $v), "\n";
}
t(fn() => sprintf('%.60f', 1.0));
t(fn() => sprintf('%.55f', 0.1));
t(fn() => sprintf('%.100e', 1.0));
t(fn() => sprintf('%e', 0));
t(fn() => sprintf('%.1f %.1f %.1f %.1f', 0.05, 0.15, 0.25, 0.35));
t(fn() => sprintf('%5.1e|', 12345.678));
t(fn() => sprintf('%g %g %g %g', 0.0001, 0.00001, 123456, 1234567));
t(fn() => sprintf('%f', '3.7abc'));
t(fn() => sprintf('%f', 'x'));
t(fn() => sprintf('%.2f', PHP_INT_MAX));

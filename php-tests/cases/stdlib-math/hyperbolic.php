<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([0, 0.5, 1, -1, 2, 10, -10, 0.99, 1.5, 100, INF, -INF, NAN] as $x) {
    echo $x, ': ', json_encode(array_map(fn($v) => is_nan($v) ? 'NAN' : (is_infinite($v) ? ($v > 0 ? 'INF' : '-INF') : round($v, 10)), [sinh($x), cosh($x), tanh($x), asinh($x), acosh($x), atanh($x)])), "\n";
}
var_dump(asinh(0.0), acosh(1), atanh(0), sinh(-0.0), tanh(INF), acosh(0.5), atanh(1), atanh(-1), atanh(2));
t(fn() => sinh("x"));
t(fn() => acosh([]));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([1, M_E, 10, 100, 0.5, 0, -1, INF, NAN] as $x) {
    echo $x, ': ', json_encode(array_map(fn($v) => is_nan($v) ? 'NAN' : (is_infinite($v) ? ($v > 0 ? 'INF' : '-INF') : round($v, 12)), [log($x), log10($x), log($x, 2), log($x, 10), log1p($x), log($x, 0.5)])), "\n";
}
t(fn() => log(8, 0));
t(fn() => log(8, -2));
t(fn() => log(8, 1));
t(fn() => log(8, 1.0));
t(fn() => log("x"));
t(fn() => exp(710));
t(fn() => exp(-1000));
t(fn() => expm1(1e-10));
t(fn() => round(expm1(1), 12));
t(fn() => sqrt(-1));
t(fn() => sqrt(2) ** 2);

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['P1D', 'PT1H30M', 'P1Y2M', 'P1W2D', 'P0.5D', 'PT1.5S', 'xyz', '', 'P', 'PT', '1D', 'P1H', 'P-1D', 'P0001-02-03T04:05:06', 'p1d', 'P2147483648D'] as $s) {
    try { $i = new DateInterval($s); echo $s, ' => ', $i->format('%y-%m-%d %h:%i:%s days=%a'), "\n"; var_dump($i->days, $i->invert); }
    catch (\Throwable $e) { echo $s, ' => ', get_class($e), ': ', $e->getMessage(), "\n"; }
}
$i = DateInterval::createFromDateString('3 days 4 hours ago'); var_dump($i->d, $i->h, $i->invert, $i->days);
$i = date_interval_create_from_date_string('next weekday'); var_dump($i instanceof DateInterval);
t(fn() => DateInterval::createFromDateString('garbage in'));
t(fn() => date_interval_create_from_date_string('garbage in'));
foreach (['P1M1Y', 'P1DT', 'PT1S1M', 'P1D1W', 'P1Y1Y', 'PT1H1H', 'P1YT', 'P1W1D', 'PT1H2M3S', 'P1Y2M3W4DT5H6M7S', 'PT'] as $s) {
    try { $i = new DateInterval($s); echo $s, ' => ', $i->format('%y-%m-%d %h:%i:%s'), "\n"; }
    catch (\Throwable $e) { echo $s, ' => ', get_class($e), ': ', $e->getMessage(), "\n"; }
}

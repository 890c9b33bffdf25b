<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = new DateTime('2024-01-01', new DateTimeZone('UTC')); $e = new DateTime('2024-01-05', new DateTimeZone('UTC')); $i = new DateInterval('P1D');
foreach ([0, DatePeriod::EXCLUDE_START_DATE, DatePeriod::INCLUDE_END_DATE, DatePeriod::EXCLUDE_START_DATE | DatePeriod::INCLUDE_END_DATE] as $opt) {
    $p = new DatePeriod($s, $i, $e, $opt); $out = [];
    foreach ($p as $k => $d) { $out[] = "$k:" . $d->format('md'); }
    echo $opt, ': ', implode(' ', $out), "\n";
}
$p = new DatePeriod($s, new DateInterval('P1W'), 3);
foreach ($p as $d) { echo $d->format('Y-m-d'), ' ', get_class($d), "\n"; }
var_dump($p->getStartDate()->format('Y-m-d'), $p->getEndDate(), $p->getDateInterval()->d, $p->getRecurrences(), $p->recurrences, $p->include_start_date, $p->include_end_date);
$p = new DatePeriod($s, $i, 2, DatePeriod::EXCLUDE_START_DATE); foreach ($p as $d) echo $d->format('md'), ' '; echo "\n";
var_dump($p->getRecurrences());
$p = new DatePeriod(new DateTimeImmutable('2024-01-31'), new DateInterval('P1M'), 3); foreach ($p as $d) echo get_class($d), ' ', $d->format('Y-m-d'), "\n";
$p = new DatePeriod($e, $i, $s); echo iterator_count($p), "\n";
t(fn() => new DatePeriod($s, $i, -1));
t(fn() => new DatePeriod($s));
t(fn() => new DatePeriod($s, $i));
foreach (['garbage', 'R2/2008-03-01T13:00:00Z/P1D', 'R2/garbage/P1D', 'R2/2008-03-01T13:00:00Z/Pxyz', 'Rx/2008-03-01T13:00:00Z/P1D', '2008-03-01T13:00:00Z/P1D', 'R2/P1D', 'R2/2008-03-01T13:00:00Z', '2008-03-01T13:00:00Z/P1D/2008-03-05T13:00:00Z'] as $iso) {
    try { $p = DatePeriod::createFromISO8601String($iso); echo $iso, ': ', iterator_count($p), "\n"; }
    catch (\Throwable $e) { echo $iso, ': ', get_class($e), ': ', $e->getMessage(), "\n"; }
}

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$f = 'Y-m-d H:i:s';
foreach (['P1M', 'P1Y', 'P1D', 'PT25H', 'P1M1D', 'P13M', 'PT0S', 'P1Y1M1DT1H1M1S'] as $spec) {
    $d = new DateTime('2024-01-31 12:00:00', new DateTimeZone('UTC'));
    $e = clone $d;
    echo $spec, ': ', $d->add(new DateInterval($spec))->format($f), ' / ', $e->sub(new DateInterval($spec))->format($f), "\n";
}
$i = new DateInterval('P1D'); $i->invert = 1;
echo (new DateTime('2024-03-01'))->add($i)->format($f), ' ', (new DateTime('2024-03-01'))->sub($i)->format($f), "\n";
$d = new DateTime('2024-03-31 01:30', new DateTimeZone('Europe/Paris'));
echo $d->add(new DateInterval('PT1H'))->format('c'), "\n";
echo date_format(date_add(date_create('2000-02-28'), new DateInterval('P1D')), $f), ' ', date_format(date_sub(date_create('2000-03-01'), new DateInterval('P1D')), $f), "\n";
$im = new DateTimeImmutable('2020-01-01'); echo $im->add(new DateInterval('P1W'))->format($f), ' ', $im->sub(new DateInterval('P1W'))->format($f), ' ', $im->format($f), "\n";
$rel = DateInterval::createFromDateString('last day of next month');
$diff = (new DateTime('2020-01-01'))->diff(new DateTime('2020-03-15'));
echo (new DateTime('2021-01-01'))->add($diff)->format($f), "\n";
t(fn() => date_add(new DateTime, 'P1D'));

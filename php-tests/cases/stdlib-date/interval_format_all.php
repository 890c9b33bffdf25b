<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = new DateTime('2019-02-03 04:05:06.123456', new DateTimeZone('UTC'));
$b = new DateTime('2021-05-17 01:02:03.5', new DateTimeZone('UTC'));
$fmt = '%y %Y | %m %M | %d %D | %a | %h %H | %i %I | %s %S | %f %F | %R %r | %% | %z %Q';
echo $a->diff($b)->format($fmt), "\n", $b->diff($a)->format($fmt), "\n";
foreach (['P1Y2M3DT4H5M6S', 'PT0S', 'P0D', 'PT36H', 'P2W', 'P1Y', 'PT1M', 'P10000D', 'PT59M59S'] as $spec) {
    $i = new DateInterval($spec); echo $spec, ': ', $i->format($fmt), "\n";
}
$i = new DateInterval('P1D'); $i->invert = 1; echo $i->format('%R%d %r%d'), "\n";
echo (new DateInterval('PT1S'))->format(''), '|', (new DateInterval('PT1S'))->format('%'), '|', (new DateInterval('PT1S'))->format('%%%s%'), "\n";
echo date_interval_format(new DateInterval('P3M'), '%m months'), "\n";
t(fn() => date_interval_format('x', '%d'));

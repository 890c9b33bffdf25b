<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$base = '2024-01-31 10:30:00';
foreach (['+1 day', '-1 day', '+1 month', '-1 month', '+1 year', 'last day of next month', 'first day of this month', 'next monday', 'last friday', 'monday this week', 'sunday last week', 'tomorrow', 'yesterday noon', 'midnight', '+2 weeks 3 days', '-1 hour -30 minutes', 'first monday of february 2024', 'last sat of this month', '+1 weekday', '+5 weekdays', '-3 weekdays', 'noon', '@86400', 'saturday', '12:00 +1 day', '+1.5 hours', 'third wednesday of next month', 'back of 7pm', 'front of 7pm', '+0 day', '1 fortnight ago', '+100 years'] as $m) {
    $d = new DateTime($base, new DateTimeZone('UTC'));
    $r = @$d->modify($m);
    echo str_pad($m, 32), ' ', $r ? $r->format('D Y-m-d H:i:s') : var_export($r, true), "\n";
}
$d = new DateTime($base);
t(fn() => $d->modify('not a date at all'));
t(fn() => date_modify(new DateTime($base), 'garbage'));
$im = new DateTimeImmutable($base); $im2 = $im->modify('+1 day'); var_dump($im->format('d'), $im2->format('d'));
t(fn() => $im->modify('blah'));

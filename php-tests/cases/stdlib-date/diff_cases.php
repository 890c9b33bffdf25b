<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$pairs = [['2024-01-31', '2024-03-01'], ['2024-03-01', '2024-01-31'], ['2023-02-28', '2024-02-29'], ['2020-01-01 00:00', '2020-01-01 23:59:59'], ['2000-01-01', '2100-01-01'], ['2024-03-31', '2024-04-30'], ['2024-01-01 10:00', '2024-01-01 09:00'], ['2021-01-01', '2021-01-01'], ['2024-02-29', '2025-02-28'], ['2024-05-31 12:00', '2024-06-30 11:00']];
foreach ($pairs as [$x, $y]) {
    $a = new DateTime($x, new DateTimeZone('UTC')); $b = new DateTime($y, new DateTimeZone('UTC'));
    $i = $a->diff($b); $j = $a->diff($b, true);
    echo "$x -> $y: ", $i->format('%R %yy %mm %dd %hh %im %ss days=%a'), ' abs: ', $j->format('%R%a'), "\n";
}
$a = new DateTime('2021-03-28 00:00', new DateTimeZone('Europe/Paris')); $b = new DateTime('2021-03-29 00:00', new DateTimeZone('Europe/Paris'));
echo $a->diff($b)->format('%d %h %a'), "\n";
$a = new DateTime('2021-01-01 00:00', new DateTimeZone('UTC')); $b = new DateTime('2021-01-01 00:00', new DateTimeZone('Asia/Tokyo'));
echo $a->diff($b)->format('%R %d %h %a'), "\n";
echo date_diff(date_create('2000-01-01'), date_create('2000-12-31'))->days, "\n";
var_dump((new DateTimeImmutable('2020-01-01'))->diff(new DateTime('2020-02-01'))->m);
t(fn() => date_diff('2020-01-01', new DateTime));

<?php
$utc = new DateTimeZone("UTC");
$pairs = [
    ["2024-01-01", "2024-03-15 12:00"],
    ["2024-01-31", "2024-03-01"],
    ["2024-03-01", "2024-01-31"],
    ["2000-02-29", "2024-02-28"],
    ["2024-01-01 10:00:00.250000", "2024-01-01 09:59:59.750000"],
    ["2023-12-31 23:59:59", "2024-01-01 00:00:00"],
];
foreach ($pairs as [$a, $b]) {
    $x = new DateTime($a, $utc);
    $y = new DateTimeImmutable($b, $utc);
    $i = $x->diff($y);
    print_r($i);
    echo $i->format("%R %y-%m-%d %h:%i:%s.%f %a days | %Y %M %D %H %I %S %F %r %% %x"), "\n";
    echo $x->diff($y, true)->format("%R%a"), "\n";
}
$ny = new DateTimeZone("America/New_York");
$a = new DateTime("2024-03-09 12:00", $ny);
$b = new DateTime("2024-03-10 12:00", $ny);
echo $a->diff($b)->format("%d %h %a"), "\n";
$a = new DateTime("2024-11-02 12:00", $ny);
$b = new DateTime("2024-11-03 12:00", $ny);
echo $a->diff($b)->format("%d %h %a"), "\n";
$p = new DateTime("2024-01-01 00:00 +02:00");
$q = new DateTime("2024-01-01 00:00 UTC");
echo $p->diff($q)->format("%R %d %h %i %a"), "\n";
echo date_diff(date_create("2020-01-01", $utc), date_create("2021-02-03 04:05:06", $utc))->format("%y %m %d %h %i %s %a"), "\n";

$d = new DateTime("2024-01-31 10:00:00", $utc);
foreach (["P1M", "P1Y2M3DT4H5M6S", "PT36H", "P2W", "P1W3D", "PT0S", "P0000-01-02T03:04:05"] as $spec) {
    $iv = new DateInterval($spec);
    $e = clone $d;
    $e->add($iv);
    $f = clone $d;
    $f->sub($iv);
    echo $spec, ": ", $e->format("Y-m-d H:i:s"), " / ", $f->format("Y-m-d H:i:s"), "\n";
}
$iv = new DateInterval("P1D");
$iv->invert = 1;
echo (new DateTimeImmutable("2024-01-01", $utc))->add($iv)->format("Y-m-d"), "\n";
$iv = DateInterval::createFromDateString("next weekday");
echo (new DateTimeImmutable("2024-01-05", $utc))->add($iv)->format("Y-m-d D"), "\n";
try { (new DateTime("2024-01-05", $utc))->sub($iv); } catch (DateException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(date_sub(new DateTime("2024-01-05", $utc), $iv)->format("Y-m-d"));
$iv = DateInterval::createFromDateString("3 days 4 hours");
print_r($iv); var_dump($iv->d, $iv->h);
echo (new DateTimeImmutable("2024-01-05", $utc))->sub($iv)->format("Y-m-d H:i"), "\n";
$ny = new DateTimeZone("America/New_York");
echo (new DateTime("2024-03-09 12:00", $ny))->add(new DateInterval("PT24H"))->format("c"), "\n";
echo (new DateTime("2024-03-09 12:00", $ny))->add(new DateInterval("P1D"))->format("c"), "\n";

<?php
$tz = new DateTimeZone("Europe/Berlin");
$d = new DateTime("2024-01-31 10:00:00", $tz);
foreach (["+1 month", "last day of next month", "next monday", "-1 day", "noon", "tomorrow", "first monday of january 2025", "+36 hours", "2023-05-06", "15:45", "@0", "+90 minutes"] as $m) {
    $r = $d->modify($m);
    var_dump($r === $d);
    echo $m, " => ", $d->format("Y-m-d H:i:s T e"), "\n";
}
$d = new DateTime("2024-03-30 12:00:00", $tz);
$d->setDate(2024, 2, 30); echo $d->format("c"), "\n";
$d->setISODate(2024, 1); echo $d->format("c"), "\n";
$d->setISODate(2024, 10, 7); echo $d->format("c"), "\n";
$d->setTime(25, 61, 70); echo $d->format("c"), "\n";
$d->setTime(1, 2, 3, 456789); echo $d->format("Y-m-d H:i:s.u"), "\n";
$d->setTimestamp(1700000000); echo $d->format("c U u"), "\n";
$d->setTimezone(new DateTimeZone("America/Los_Angeles")); echo $d->format("c e"), "\n";
$d->setTimezone(new DateTimeZone("+03:00")); echo $d->format("c e T"), "\n";
$d->setMicrosecond(123); echo $d->format("u"), "\n";
try { $d->setMicrosecond(1000000); } catch (DateRangeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$im = new DateTimeImmutable("2024-01-01 00:00:00", new DateTimeZone("UTC"));
$n = $im->modify("+1 day");
$n2 = $n->setTime(5, 6);
$n3 = $n2->setDate(2030, 12, 25)->setTimezone(new DateTimeZone("Asia/Kolkata"));
echo $im->format("c"), " ", $n->format("c"), " ", $n2->format("c"), " ", $n3->format("c"), "\n";
var_dump($im !== $n);
$m = DateTime::createFromImmutable($n3);
$back = DateTimeImmutable::createFromMutable($m);
$if = DateTimeImmutable::createFromInterface($m);
$if2 = DateTime::createFromInterface($n3);
var_dump(get_class($m), get_class($back), get_class($if), get_class($if2), $back->format("c"), $if2->format("c e"));
$c = clone $m;
$c->modify("+1 year");
echo $m->format("Y"), " ", $c->format("Y"), "\n";

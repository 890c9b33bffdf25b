<?php
foreach (["UTC", "Europe/Paris", "America/Argentina/Buenos_Aires", "+05:30", "-0300", "+1", "EST", "cest", "GMT", "utc", "Asia/Kathmandu"] as $n) {
    $z = new DateTimeZone($n);
    var_dump($z);
    echo $n, ": ", $z->getName(), " ", $z->getOffset(new DateTime("2024-07-01 00:00", new DateTimeZone("UTC"))), " ", json_encode($z), "\n";
}
foreach (["Mars/Olympus", "", "+25:00", "Europe/Paris\0x", "foo bar"] as $bad) {
    try { new DateTimeZone($bad); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump(@timezone_open("Mars/Olympus"));
var_dump(timezone_open("Nowhere/Land"));
var_dump(timezone_name_get(timezone_open("Asia/Tokyo")));
var_dump(timezone_offset_get(new DateTimeZone("Asia/Tokyo"), date_create("2024-01-01", new DateTimeZone("UTC"))));
$t = (new DateTimeZone("Europe/London"))->getTransitions(1700000000, 1740000000);
var_dump($t);
var_dump(DateTimeZone::AFRICA, DateTimeZone::UTC, DateTimeZone::ALL, DateTimeZone::PER_COUNTRY);
$ids = DateTimeZone::listIdentifiers(DateTimeZone::EUROPE);
var_dump(in_array("Europe/Paris", $ids), in_array("America/Chicago", $ids), $ids[0]);
var_dump(DateTimeZone::listIdentifiers(DateTimeZone::UTC));
$z = new DateTimeZone("Europe/Rome");
$c = clone $z;
var_dump($c->getName());
print_r($z); echo "\n";
var_export($z); echo "\n";
var_dump(serialize($z));
var_dump(unserialize(serialize($z))->getName());
print_r(DateTimeZone::__set_state(["timezone_type" => 1, "timezone" => "+02:00"])); echo "\n";
$d = new DateTime("2024-01-01 12:00", new DateTimeZone("Europe/Paris"));
print_r($d->getTimezone()); echo "\n";
var_dump(date_timezone_get(date_create("2024-01-01 10:00 +01:00"))->getName());

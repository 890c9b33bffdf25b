<?php
$utc = new DateTimeZone("UTC");
$cases = [
    ["2024-01-15 10:30:00", "Europe/Paris"],
    ["2024-07-04 23:59:59.123456", "America/New_York"],
    ["@86400", "Asia/Tokyo"],
    ["2024-02-29 12:00 +05:30", "UTC"],
    ["2024-03-10 12:00 EST", "UTC"],
    ["2000-01-01T00:00:00Z", "Europe/London"],
    ["1969-12-31 23:59:59", "UTC"],
    ["2024-01-01 00:00 Australia/Sydney", "UTC"],
    ["", "UTC"],
];
foreach ($cases as [$s, $z]) {
    $zone = new DateTimeZone($z);
    $d = new DateTime($s === "" ? "2020-05-05" : $s, $zone);
    print_r($d);
    echo $d->format("Y-m-d H:i:s.u v e T P O p Z U"), "\n";
    echo $d->format(DATE_ATOM), " | ", $d->format(DateTimeInterface::RFC2822), " | ", $d->format(DateTime::COOKIE), "\n";
    echo $d->format("D, d M Y l N j S w z W F m M n t L o y a A B g G h H I c r \\Y\\m\\d"), "\n";
    var_dump($d->getTimestamp(), $d->getOffset(), $d->getTimezone()->getName(), $d->getMicrosecond());
}
$i = new DateTimeImmutable("2021-06-01 08:00:00.5", $utc);
print_r($i); echo "\n";
var_export($i); echo "\n";
echo json_encode($i), "\n";
var_dump((array)$i);
var_dump(DateTimeInterface::ATOM, DateTime::RFC3339_EXTENDED, DateTimeImmutable::W3C, DateTime::RSS);
var_dump($i instanceof DateTimeInterface, new DateTime("2020-01-01", $utc) instanceof DateTimeInterface);

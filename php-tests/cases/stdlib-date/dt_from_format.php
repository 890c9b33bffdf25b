<?php
$utc = new DateTimeZone("UTC");
$cases = [
    ["Y-m-d H:i:s", "2024-02-29 13:14:15"],
    ["!d/m/Y", "15/08/2023"],
    ["Y-m-d|", "2024-01-02"],
    ["U", "1700000000"],
    ["U.u", "1700000000.123456"],
    ["D, d M Y H:i:s O", "Tue, 05 Mar 2024 10:00:00 +0200"],
    ["j-M-Y g:i a", "5-Jan-2024 3:07 pm"],
    ["!Y z", "2024 59"],
    ["!H\\h i\\m", "10h 30m"],
    ["!Y-m-d e", "2024-06-01 Europe/Amsterdam"],
    ["!Y-m-d T", "2024-06-01 PDT"],
    ["!Y-m-d P", "2024-06-01 -03:30"],
    ["!y-n-j", "99-1-2"],
    ["!Y#m#d", "2024.05/06"],
    ["!Y-m-d ??:*", "2024-01-01 ab:whatever"],
    ["!Y-m-d+", "2024-01-01 trailing"],
    ["!Y-m-d H:i:s.v", "2024-01-01 01:02:03.456"],
    ["!Y-m-d", "2024-13-45"],
    ["Y-m-d", "2024-01"],
    ["Y-m-d", "2024-01-01 extra"],
    ["H:i", "xx:yy"],
    ["!A g", "pm 3"],
    ["!d F Y", "01 Smarch 2024"],
];
foreach ($cases as [$f, $s]) {
    $d = DateTime::createFromFormat($f, $s, $utc);
    echo $f, " | ", $s, " => ", $d ? $d->format("Y-m-d H:i:s.u T") : "false", "\n";
    var_dump(DateTime::getLastErrors());
}
$im = DateTimeImmutable::createFromFormat("!Y-m-d", "2020-02-02", $utc);
var_dump(get_class($im), $im->format("c"));
var_dump(date_create_from_format("!Y", "1999", $utc)->format("c"));
var_dump(date_create_immutable_from_format("!Y", "1999", $utc)->format("c"));
var_dump(date_get_last_errors());

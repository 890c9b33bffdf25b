<?php
$utc = new DateTimeZone("UTC");
foreach (["garbage", "2024-01-01 25:99", "+1 foo"] as $s) {
    try { new DateTime($s, $utc); echo "ok\n"; } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { new DateTimeImmutable($s, $utc); echo "ok\n"; } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    var_dump(date_create($s, $utc) === false, date_create_immutable($s, $utc) === false);
}
$d = new DateTime("2024-01-01", $utc);
try { $d->modify("nonsense"); } catch (DateMalformedStringException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(date_modify($d, "nonsense"));
foreach ([
    fn() => new DateTime([]),
    fn() => new DateTime("now", "UTC"),
    fn() => $d->format(),
    fn() => $d->setTimezone("UTC"),
    fn() => $d->diff("2024-01-01"),
    fn() => $d->add(new DateTime()),
    fn() => date_format("x", "Y"),
    fn() => date_add($d, "P1D"),
    fn() => timezone_name_get($d),
    fn() => $d->setDate("a", 1, 1),
    fn() => new DateInterval(),
] as $f) {
    try { $f(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
class MyDT extends DateTime { public function __construct() {} }
class MyTZ extends DateTimeZone { public function __construct() {} }
try { (new MyDT)->format("Y"); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { (new MyTZ)->getName(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(new DateObjectError("x") instanceof DateError, new DateRangeError() instanceof Error);
var_dump(new DateMalformedStringException() instanceof DateException, new DateException() instanceof Exception);
var_dump(get_parent_class("DateInvalidTimeZoneException"), get_parent_class("DateMalformedIntervalStringException"), get_parent_class("DateMalformedPeriodStringException"), get_parent_class("DateInvalidOperationException"));

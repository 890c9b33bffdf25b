<?php
foreach (["+99:60", "-99:60", "+9959", "+14:00", "GMT+0100", "GMT-02:30"] as $z) {
    try { echo (new DateTimeZone($z))->getName(), "\n"; } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump(timezone_open("+99:60"));
class MyZone extends DateTimeZone { function __construct() {} }
try { date_create("2005-07-14 22:30:41", new MyZone); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
foreach (["2008-05-11T15:30:00Z/2007-03-01T13:00:00Z", "2007-05-11T15:30:00Z 2008-03-01T13:00:00Z", "2007-05-11T15:30:00Z/", "2007-05-11T15:30:00Z"] as $iv) {
    try { $i = new DateInterval($iv); echo $i->format("%R %y %m %d %h %i %s %a"), "\n"; } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump(date_parse_from_format("Y-m-d H:i P", "2024-02-30 10:61 +02:00"));
var_dump(date_parse_from_format("j.n.Y", "32.1.2024x"));
var_dump(DateTime::createFromFormat("U H", "3600 01")->getTimestamp());
var_dump(DateTime::createFromFormat("H:i", "xx:yy"), DateTime::getLastErrors());
$d = new DateTime("@253402300800");
print_r($d); echo "\n";
$d = new DateTime("-0044-03-15 12:00:00", new DateTimeZone("UTC"));
var_dump($d->format("Y-m-d x X"), $d->getTimestamp());
var_dump(count((new DateTimeZone("Europe/Paris"))->getTransitions(2000000000, 2200000000)));

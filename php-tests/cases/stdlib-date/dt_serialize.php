<?php
$d = new DateTime("2024-05-06 07:08:09.101112", new DateTimeZone("Pacific/Auckland"));
$s = serialize($d);
var_dump($s);
$u = unserialize($s);
var_dump($u, $u->format("c u"));
var_dump($d->__serialize());
$e = DateTimeImmutable::__set_state(["date" => "2001-02-03 04:05:06.000007", "timezone_type" => 1, "timezone" => "-05:00"]);
var_dump($e);
$f = DateTime::__set_state(["date" => "2001-02-03 04:05:06.000000", "timezone_type" => 2, "timezone" => "EDT"]);
var_dump($f, $f->getOffset());
try { DateTime::__set_state(["date" => "x"]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(unserialize(serialize(new DateTimeImmutable("2000-01-01 00:00:00", new DateTimeZone("+01:00")))));
class Sub extends DateTimeImmutable { public $extra = 1; }
$s = new Sub("2024-01-01 00:00:00", new DateTimeZone("UTC"));
$s2 = $s->modify("+1 day");
print_r($s); print_r($s2);
var_dump(get_class($s->modify("+1 day")), $s->modify("+1 day")->extra);
echo json_encode(["when" => $s]), "\n";

<?php
$p = DatePeriod::createFromISO8601String("R2/2024-01-01T00:00:00Z/P1D");
foreach ($p as $d) { echo $d->format("Y-m-d H:i e"), "\n"; }
$p = DatePeriod::createFromISO8601String("R2/2024-01-01T00:00:00Z/P1D", DatePeriod::EXCLUDE_START_DATE);
foreach ($p as $d) { echo $d->format("Y-m-d"), "\n"; }
var_dump($p->getRecurrences(), $p->include_start_date);
foreach (["R4", "R4/2012-07-01T00:00:00Z", "2012-07-01T00:00:00Z/P7D", "R0/2012-07-01T00:00:00Z/P7D", ""] as $s) {
    try { DatePeriod::createFromISO8601String($s); echo "ok\n"; }
    catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { new DatePeriod(); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$p = new DatePeriod(new DateTimeImmutable("2024-02-27", new DateTimeZone("UTC")), new DateInterval("P1D"), 2);
$s = serialize($p);
echo $s, "\n";
$u = unserialize($s);
foreach ($u as $d) { echo get_class($d), " ", $d->format("Y-m-d"), "\n"; }
print_r($u->__serialize());

<?php
$utc = new DateTimeZone("UTC");
$start = new DateTime("2024-01-01", $utc);
$end = new DateTime("2024-01-05", $utc);
$p = new DatePeriod($start, new DateInterval("P1D"), $end);
foreach ($p as $k => $d) { echo $k, ": ", get_class($d), " ", $d->format("Y-m-d"), "\n"; }
$p = new DatePeriod($start, new DateInterval("P1D"), $end, DatePeriod::EXCLUDE_START_DATE | DatePeriod::INCLUDE_END_DATE);
foreach ($p as $d) { echo $d->format("Y-m-d"), "\n"; }
$p = new DatePeriod(new DateTimeImmutable("2024-01-31", $utc), new DateInterval("P1M"), 4);
foreach ($p as $d) { echo get_class($d), " ", $d->format("Y-m-d"), "\n"; }
var_dump($p->getRecurrences(), $p->getStartDate()->format("c"), $p->getEndDate(), $p->getDateInterval()->m);
$p = new DatePeriod($start, new DateInterval("PT12H"), 3, DatePeriod::EXCLUDE_START_DATE);
foreach ($p as $d) { echo $d->format("Y-m-d H:i"), "\n"; }
var_dump(DatePeriod::EXCLUDE_START_DATE, DatePeriod::INCLUDE_END_DATE);
var_dump($p->include_start_date, $p->recurrences);
$p = new DatePeriod("R3/2024-01-01T00:00:00Z/P1W");
foreach ($p as $d) { echo $d->format("Y-m-d e"), "\n"; }
try { new DatePeriod($start, new DateInterval("P1D"), 0); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$it = (new DatePeriod($start, new DateInterval("P1D"), 2))->getIterator();
var_dump($it instanceof Iterator);
foreach ($it as $k => $v) { echo $k, " ", $v->format("md"), "\n"; }

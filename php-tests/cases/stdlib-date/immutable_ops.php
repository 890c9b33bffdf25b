<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = new DateTimeImmutable('2024-02-29 13:14:15', new DateTimeZone('UTC'));
$b = $a->setDate(2025, 2, 29)->setTime(1, 2)->setTimezone(new DateTimeZone('Asia/Kolkata'));
var_dump($a->format(DATE_ATOM), $b->format(DATE_ATOM), $a->setISODate(2024, 1, 1)->format('Y-m-d'), $a->setTimestamp(86400 * 365)->format('c'), $a->getTimestamp(), $a->getOffset(), $b->getOffset(), $b->getTimezone()->getName());
$m = DateTime::createFromImmutable($a); var_dump(get_class($m), $m->format('c'));
$i = DateTimeImmutable::createFromMutable(new DateTime('2000-01-01 00:00:00', new DateTimeZone('UTC'))); var_dump(get_class($i), $i->format('c'));
$x = DateTimeImmutable::createFromInterface(new DateTime('2001-01-01', new DateTimeZone('UTC'))); var_dump(get_class($x));
$y = DateTime::createFromInterface($a); var_dump(get_class($y));
var_dump($a == new DateTimeImmutable('2024-02-29 13:14:15', new DateTimeZone('UTC')), $a < $b, $a > $b);
var_dump($a->setMicrosecond(5)->format('u'), $a->getMicrosecond());
t(fn() => $a->setMicrosecond(1000000));
t(fn() => $a->setMicrosecond(-1));

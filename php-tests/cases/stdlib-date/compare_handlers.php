<?php
// Comparing date objects: DateTime by instant, DateTimeZone equal or uncomparable (and
// never across kinds), DateInterval never (a warning), incomplete objects throw.
$a = new DateTime('2020-01-01'); $b = new DateTimeImmutable('2020-01-02');
var_dump($a < $b, $a == $b, $a <=> $b, $b > $a);
var_dump($a == new DateTimeZone('UTC'), new DateTimeZone('UTC') == new DateTimeZone('UTC'));
var_dump(new DateTimeZone('+01:00') == new DateTimeZone('+01:00'), new DateTimeZone('+01:00') == new DateTimeZone('+02:00'));
var_dump(new DateTimeZone('EST') == new DateTimeZone('EST'));
class D extends DateTime { function __construct() {} }
try { var_dump(new D == $a); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(new DateTimeZone('UTC') == new DateTimeZone('+00:00')); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$i = new DateInterval('P1D');
var_dump($i == $i, $i == new DateInterval('P1D'), [$i] == [new DateInterval('P1D')]);
var_dump(in_array(new DateInterval('P2D'), [$i]));
$list = [new DateTime('2021-05-01'), new DateTime('2020-05-01'), new DateTime('2022-01-01')];
sort($list);
foreach ($list as $d) echo $d->format('Y-m-d'), "\n";
var_dump(max($list)->format('Y'));
class Z extends DateTimeZone { function __construct() {} }
try { var_dump(new Z == new Z); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(new Z == new DateTimeZone('UTC')); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

$i1 = new DateInterval('P1D');
$i2 = new DateInterval('PT1H');
var_dump($i1 == $i2);
var_dump($i1 < $i2);
var_dump($i1 > $i2);

$i2 = new DateInterval('P1D');
var_dump($i1 == $i2);
var_dump($i1 < $i2);
var_dump($i1 > $i2);



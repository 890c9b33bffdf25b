<?php
foreach (["P1Y", "P2M", "P3D", "PT4H", "PT5M", "PT6S", "P1Y2M3DT4H5M6S", "P5W", "P1W2D", "PT1H30M", "P0D"] as $s) {
    $i = new DateInterval($s);
    echo $s, " => ", $i->format("%y %m %d %h %i %s %a %R"), "\n";
}
var_dump(new DateInterval("P1Y2M3DT4H5M6S"));
foreach (["", "P", "PT", "1D", "P1", "P1X", "PT1D", "P1H", "garbage", "P-1D"] as $bad) {
    try { new DateInterval($bad); echo "ok $bad\n"; }
    catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$i = new DateInterval("P1D");
$i->d = 5; $i->h = 3;
echo $i->format("%d %h"), "\n";
var_dump(date_interval_format($i, "%a|%d|%%"));
$c = clone $i;
$c->d = 9;
echo $i->d, " ", $c->d, "\n";
$f = DateInterval::createFromDateString("1 year + 2 days - 3 hours");
print_r($f); echo "\n";
echo $f->format("%y %m %d %h %i %s"), "\n";
var_dump(date_interval_create_from_date_string("next tuesday") instanceof DateInterval);
try { DateInterval::createFromDateString("foo bar baz"); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(@date_interval_create_from_date_string("foo bar baz"));
echo serialize(new DateInterval("P1DT2H")), "\n";
echo serialize(DateInterval::createFromDateString("+1 month")), "\n";

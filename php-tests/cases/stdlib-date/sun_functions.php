<?php
// date_sunrise/date_sunset (deprecated) and date_sun_info over zones, latitudes and formats.
date_default_timezone_set('UTC');
$t = 1700000000;
var_dump(date_sunrise($t, 1, 38.4, -9, 90, 1));
var_dump(date_sunset($t, 2, 38.4, -9, 90, 1));
var_dump(date_sunrise($t, 0, 38.4, -9));
var_dump(date_sunset($t));
var_dump(date_sunrise($t, 1, 89, 0), date_sunrise($t, 1, -89, 0), date_sunset($t, 2, 10, 170, 90.5, 11.5));
var_dump(date_sunrise($t, 1, NAN, 0), date_sunset($t, 1, 0, INF));
try { date_sunrise($t, 3); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { date_sunset($t, 1, "x"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
print_r(date_sun_info($t, 31.7667, 35.2333));
date_default_timezone_set('Europe/Oslo');
foreach ([strtotime("2006-12-12"), strtotime("2007-06-21"), strtotime("2021-03-28 01:30")] as $ts) {
    var_dump(date_sun_info($ts, 69.6, 18.9));
    var_dump(date_sun_info($ts, 59.9, 10.7));
}
var_dump(date_sunrise(strtotime("2021-03-28"), 1, 59.9, 10.7), date_sunset(strtotime("2021-10-31"), 2, 59.9, 10.7, 96));
try { date_sun_info($t, INF, 0); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { date_sun_info($t, 0, NAN); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { date_sun_info($t, 0); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$zones = ['America/New_York' => [1710054000, 1730613600], 'Europe/London' => [1711846800, 1729990800], 'Europe/Berlin' => [1711846800, 1729990800],
  'Australia/Adelaide' => [1712421000, 1728145800], 'America/St_Johns' => [1710048600, 1730608200], 'Australia/Lord_Howe' => [1712417400, 1728142200]];
foreach ($zones as $tz => $list) {
    date_default_timezone_set($tz);
    foreach ($list as $ts) {
        foreach ([-3601, -1, 0, 1, 3600] as $d) {
            echo str_pad($tz, 20), $ts + $d, ' ', date('Y-m-d H:i:s T O I Z', $ts + $d), "\n";
        }
    }
}

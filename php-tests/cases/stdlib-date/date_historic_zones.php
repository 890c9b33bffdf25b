<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['Asia/Kolkata' => [-800000000, -1000000000, -2500000000],
  'Pacific/Apia' => [1325152800, 1325239199, 1325239200], 'America/Caracas' => [1197183599, 1197183600, 1462086000],
  'Asia/Pyongyang' => [1439564399, 1439564400, 1525447800], 'Europe/Moscow' => [1301180399, 1301180400, 1414274400],
  'Pacific/Kwajalein' => [745934399, 745934400], 'America/Detroit' => [-2208988800, 0, 100000000]] as $tz => $list) {
    date_default_timezone_set($tz);
    foreach ($list as $ts) {
        echo str_pad($tz, 20), $ts, ' ', date('D Y-m-d H:i:s T O I', $ts), "\n";
    }
}

<?php
$r = getrusage();
var_dump(is_array($r), count($r));
foreach ($r as $k => $v) {
    echo $k, ": ", gettype($v), "\n";
}
var_dump(array_keys(getrusage(1)) === array_keys($r));
var_dump($r["ru_utime.tv_sec"] >= 0, $r["ru_utime.tv_usec"] < 1000000);
$l = sys_getloadavg();
var_dump(is_array($l), count($l), is_float($l[0]));

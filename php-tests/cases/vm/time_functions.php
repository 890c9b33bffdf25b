<?php
$t = microtime(true);
var_dump(is_float($t), $t > 1600000000);
$m = microtime();
var_dump(is_string($m), strlen($m) > 10);
$h = hrtime();
var_dump(is_array($h), count($h), is_int(hrtime(true)));

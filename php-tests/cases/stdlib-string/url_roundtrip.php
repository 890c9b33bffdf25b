<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$all = ""; for ($i = 0; $i < 256; $i++) $all .= chr($i);
var_dump(urlencode($all), rawurlencode($all), urldecode(urlencode($all)) === $all, rawurldecode(rawurlencode($all)) === $all, urldecode(rawurlencode($all)) === $all);

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([0, 1, -1, 0.0, -0.0, 0.1, NAN, "", "0", "0.0", "00", " ", "false", [], [0], null, new stdClass, new ArrayObject([]), INF] as $v) { var_dump(boolval($v), (bool) $v, !$v); }
t(fn() => boolval());

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "str";
try { array_splice($s, 1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "
"; }
$a = [1, 2, 3];
var_dump(array_splice($a, 0, null, null), $a);

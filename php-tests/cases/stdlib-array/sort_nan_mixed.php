<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = [NAN, 1, NAN, 0, -1];
sort($a); var_dump(count($a));
$b = [[1, 2], [1], 5, "x", null, false];
sort($b); var_dump($b);

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = hrtime(); var_dump(is_array($a), count($a), is_int($a[0]), is_int($a[1]), $a[1] < 1000000000, array_keys($a));
$n1 = hrtime(true); $n2 = hrtime(true); var_dump(is_int($n1), $n2 >= $n1);
$x = hrtime(false); var_dump(is_array($x));
t(fn() => is_int(hrtime("yes")));
t(fn() => hrtime([]));

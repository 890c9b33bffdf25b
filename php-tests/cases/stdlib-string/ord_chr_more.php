<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([0, 65, 255, 256, 321, -1, -256, -191, PHP_INT_MAX, PHP_INT_MIN] as $i) { var_dump(bin2hex(chr($i))); }
foreach (["", "A", "ABC", "\0", "\xff", "é"] as $s) { var_dump(ord($s)); }
t(fn() => chr("65"));
t(fn() => chr(65.7));
t(fn() => chr("x"));
t(fn() => ord([]));
t(fn() => ord(65));

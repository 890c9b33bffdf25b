<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["", "Hello, World!", "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789 !@#", "\xc3\xa9t\xc3\xa9", "\0\xff"] as $s) { var_dump(str_rot13($s), str_rot13(str_rot13($s)) === $s); }
var_dump(str_rot13(42));
t(fn() => str_rot13([]));

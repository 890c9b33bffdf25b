<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => str_pad("abc", 10, ""));
t(fn() => str_pad("abc", 10, " ", 5));
t(fn() => str_pad("abc", 2, ""));
t(fn() => str_pad("abc", 2, " ", 7));

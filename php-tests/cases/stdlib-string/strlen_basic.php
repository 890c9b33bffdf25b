<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(strlen("hello"), strlen(""), strlen("a\0b"), strlen(123), strlen(1.5), strlen(true), strlen(false));
t(fn() => strlen([]));
t(fn() => strlen(null));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => strlen());
t(fn() => strlen("a", "b"));
t(fn() => str_replace("a", "b"));
t(fn() => str_pad("a"));
t(fn() => sprintf());
t(fn() => substr("a", 1, 2, 3));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => sprintf("%s"));
t(fn() => sprintf("%s %s", 1));
t(fn() => sprintf("%d %d %d", 1));
t(fn() => sprintf("abc %", 1));
t(fn() => sprintf("%y", 1));
t(fn() => sprintf("%5", 1));
t(fn() => sprintf("%'", 1));
t(fn() => sprintf("%"));
t(fn() => sprintf("%9999999999d", 1));
t(fn() => sprintf("%.9999999999f", 1));
t(fn() => sprintf([], 1));
t(fn() => sprintf("%s", []));

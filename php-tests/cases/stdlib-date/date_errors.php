<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
t(fn() => date([]));
t(fn() => date('Y', 'abc'));
t(fn() => date('Y', []));
t(fn() => date('Y', 1.5));
t(fn() => date('Y', '1700000000'));
t(fn() => date('Y', '1.7e9'));
t(fn() => date('Y-m-d', true));
t(fn() => date('Y', INF));
t(fn() => date(null, 0));
t(fn() => gmdate(new stdClass));
t(fn() => date(123, 0));
t(fn() => date('Y', 0, 1));
t(fn() => date());
t(fn() => gmdate());

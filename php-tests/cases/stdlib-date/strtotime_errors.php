<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
t(fn() => strtotime());
t(fn() => strtotime([]));
t(fn() => strtotime('now', 'x'));
t(fn() => strtotime('now', []));
t(fn() => strtotime('now', 1.5));
t(fn() => strtotime('+1 day', '86400'));
t(fn() => strtotime('+1 day', null) > 0);
t(fn() => strtotime(null, 0));
t(fn() => strtotime(123, 0));
t(fn() => strtotime('now', 0, 1));
t(fn() => strtotime(new stdClass));

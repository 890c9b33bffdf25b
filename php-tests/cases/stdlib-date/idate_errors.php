<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
t(fn() => idate('YY', 0));
t(fn() => idate('', 0));
t(fn() => idate('q', 0));
t(fn() => idate('D', 0));
t(fn() => idate('e', 0));
t(fn() => idate('U', -1));
t(fn() => idate('U', 4294967296 + 5));
t(fn() => idate('Y', PHP_INT_MAX));
t(fn() => idate('y', -62198755200));
t(fn() => idate([], 0));
t(fn() => idate('Y', 'x'));
t(fn() => idate());

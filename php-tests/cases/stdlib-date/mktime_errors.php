<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
t(fn() => mktime());
t(fn() => gmmktime());
t(fn() => mktime('x'));
t(fn() => mktime(1, 'x'));
t(fn() => mktime(1, 2, 3, 4, 5, 'x'));
t(fn() => mktime(1, 2, 3, 4, 5, []));
t(fn() => mktime(1.5, 0, 0, 1, 1, 2000));
t(fn() => mktime('12', '30', '0', '1', '1', '2000'));
t(fn() => mktime(null, 0, 0, 1, 1, 2000));
t(fn() => mktime(true, false, 0, 1, 1, 2000));
t(fn() => mktime(1, 2, 3, 4, 5, 2000, 7));
t(fn() => gmmktime(0, 0, 0, 1, 1, 2000.0));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => checkdate(1, 1));
t(fn() => checkdate());
t(fn() => checkdate('a', 1, 2000));
t(fn() => checkdate(1, 'b', 2000));
t(fn() => checkdate(1, 1, 'c'));
t(fn() => checkdate('2', '29', '2024'));
t(fn() => checkdate(2.0, 29.0, 2024.0));
t(fn() => checkdate(2.5, 29, 2024));
t(fn() => checkdate(null, 1, 2000));
t(fn() => checkdate(1, 1, 2000, 4));
t(fn() => checkdate([], 1, 2000));

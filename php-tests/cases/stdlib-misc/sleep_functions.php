<?php
function t($f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => sleep(0));
t(fn() => usleep(0));
t(fn() => usleep(10));
t(fn() => time_nanosleep(0, 100));
t(fn() => sleep(-1));
t(fn() => usleep(-1));
t(fn() => time_nanosleep(-1, 0));
t(fn() => time_nanosleep(0, -1));
t(fn() => time_nanosleep(0, 1000000000));
t(fn() => sleep("x"));
t(fn() => time_sleep_until(1));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([0, 1, -1, 255, -255, 65, PHP_INT_MAX, PHP_INT_MIN, 3.99, -3.99, '17', ' 17', '0x1A', true, null] as $v) {
    echo sprintf('%d|%b|%o|%x|%X|%u|%c|%08b|%+d|%5x|%-5o|', $v, $v, $v, $v, $v, $v, $v, $v, $v, $v, $v), "\n";
}
t(fn() => sprintf('%c%c%c', 72, 105, 256 + 33));
t(fn() => sprintf('%c', -1) === "\xff");
t(fn() => sprintf('%\'.10d|%-\'.10d', 42, 42));
t(fn() => sprintf('%+05d %+05d', 3, -3));
t(fn() => sprintf('%05s %-05s|', 'ab', 'ab'));
t(fn() => sprintf('%5.1d', 12345));
t(fn() => sprintf('%x', 1e19));
t(fn() => sprintf('%d', NAN));
t(fn() => sprintf('%d', INF));

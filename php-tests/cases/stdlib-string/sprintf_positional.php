<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(sprintf('%2$s %1$s', "world", "hello"), sprintf('%1$s %1$s %s', "a", "b"), sprintf('%1$05d|%1$-5d|%1$x', 42));
var_dump(sprintf('%s %2$s %s', "a", "b", "c"), sprintf('%3$s', 1, 2, 3));
t(fn() => sprintf('%0$s', "a"));
t(fn() => sprintf('%3$s', "a"));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(sprintf("%*d|%-*d|%.*f|%*.*f", 5, 42, 4, 7, 2, 3.14159, 8, 3, 2.5));
var_dump(sprintf('%1$*2$d|%1$.*3$f', 7, 6, 2));
var_dump(sprintf("%.*g", -1, 0.1 + 0.2), sprintf("%.*G", -1, 1e100));
t(fn() => sprintf("%*d", "5", 1));
t(fn() => sprintf("%*d", -1, 1));
t(fn() => sprintf("%.*f", 1.5, 1));
t(fn() => sprintf("%.*f", -2, 1));
t(fn() => sprintf("%.*f", -1, 1.5));
t(fn() => sprintf("%*d", 5));

<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => min());
t(fn() => max());
t(fn() => min([]));
t(fn() => max([]));
t(fn() => min(1));
t(fn() => max("a"));
t(fn() => max(null));

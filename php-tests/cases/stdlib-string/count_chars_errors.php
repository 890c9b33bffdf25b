<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => count_chars("x", 5));
t(fn() => count_chars("x", -1));
t(fn() => count_chars([], 1));
t(fn() => count_chars("x", "3"));
t(fn() => count_chars("x", "y"));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(setlocale(LC_ALL, "C"), setlocale(LC_NUMERIC, "C"), setlocale(LC_ALL, ["C"]), setlocale(LC_CTYPE, "C", "POSIX"));
var_dump(LC_ALL, LC_CTYPE, LC_NUMERIC, LC_COLLATE, LC_MONETARY, LC_TIME, LC_MESSAGES);
t(fn() => setlocale(99, "C"));
var_dump(sprintf("%.2f", 1.5), 1.5 . "");

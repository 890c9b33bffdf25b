<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => strtoupper(new stdClass));
t(fn() => trim([]));
t(fn() => str_pad("a", "x"));
t(fn() => substr("abc", []));
t(fn() => explode(",", []));
t(fn() => str_contains([], "a"));
t(fn() => nl2br([]));
t(fn() => ucfirst(fn() => 1));
t(fn() => strrev(1.5));
t(fn() => str_split("abc", "2x"));

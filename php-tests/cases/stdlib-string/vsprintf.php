<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(vsprintf("%s is %d years", ["Tom", 30]), vsprintf("%2\$s %1\$s", ["a", "b"]), vsprintf("none", []), vsprintf("%s", ["k" => "v"]));
t(fn() => vsprintf("%s %s", ["a"]));
t(fn() => vsprintf("%s", "abc"));
t(fn() => vprintf("%d %d", [1]));
t(fn() => vsprintf("%s", null));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(explode(",", "a,b,c,d", 2), explode(",", "a,b,c,d", 0), explode(",", "a,b,c,d", 1), explode(",", "a,b,c,d", -1));
var_dump(explode(",", "a,b,c,d", -4), explode(",", "a,b,c,d", -10), explode(",", "abc", -1), explode(",", "", -1), explode(",", "a,b", 10));
t(fn() => explode("", "abc"));
t(fn() => explode([], "abc"));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$h = "hello hello hellohello";
var_dump(substr_count($h, 'hello'), substr_count($h, 'll'), substr_count('aaa', 'aa'), substr_count($h, 'hello', 6), substr_count($h, 'hello', 6, 5), substr_count($h, 'hello', -10), substr_count($h, 'hello', -10, 5), substr_count($h, 'hello', 0, -5));
t(fn() => substr_count($h, ''));
t(fn() => substr_count($h, 'h', 100));
t(fn() => substr_count($h, 'h', -100));
t(fn() => substr_count($h, 'h', 0, 100));
t(fn() => substr_count($h, 'h', 5, -100));
t(fn() => substr_count($h, 'h', 0, 0));
t(fn() => substr_count($h, 'h', 22));
t(fn() => substr_count($h, 'h', 5, null));

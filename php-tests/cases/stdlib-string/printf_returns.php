<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
$n = printf("%s=%d\n", "x", 42);
var_dump($n);
$n = printf("");
var_dump($n);
$n = vprintf("%s-%s\n", ["a", "b"]);
var_dump($n);
ob_start();
$n = printf("%05.1f", 3.14159);
$s = ob_get_clean();
var_dump($s, $n);

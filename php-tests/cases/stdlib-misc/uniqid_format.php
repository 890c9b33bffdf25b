<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = uniqid(); $b = uniqid();
var_dump(strlen($a), ctype_xdigit($a), $a !== $b, strcmp($a, $b) < 0);
$p = uniqid('pre_'); var_dump(strlen($p), str_starts_with($p, 'pre_'));
$m = uniqid('', true); var_dump(strlen($m), (bool) preg_match('/^[0-9a-f]{14}\.\d{8}$/', $m));
$m = uniqid('x', true); var_dump(strlen($m), (bool) preg_match('/^x[0-9a-f]{14}\.\d{8}$/', $m));
var_dump(hexdec(substr(uniqid(), 0, 8)) >= time() - 5);
t(fn() => strlen(uniqid([])));

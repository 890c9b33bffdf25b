<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = uniqid(); $b = uniqid();
var_dump(strlen($a), ctype_xdigit($a), $a !== $b, strcmp($a, $b) < 0);
$p = uniqid("pre_"); var_dump(strlen($p), str_starts_with($p, "pre_"), ctype_xdigit(substr($p, 4)));
$e = uniqid("", true); var_dump(strlen($e), (bool) preg_match('/^[0-9a-f]{14}\d\.\d{8}$/', $e));
$ids = []; for ($i = 0; $i < 200; $i++) $ids[] = uniqid(); var_dump(count(array_unique($ids)));
t(fn() => uniqid([]));

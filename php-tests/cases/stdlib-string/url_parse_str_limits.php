<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
parse_str(str_repeat("a[", 63) . "]=1", $r); var_dump(count($r));
parse_str(str_repeat("a[", 64) . "]=1", $r); var_dump(count($r));
parse_str(str_repeat("a[", 65) . "]=1&b=2", $r); var_dump($r);
parse_str("x=1&" . str_repeat("a[b]", 70) . "=2", $r); var_dump(array_keys($r));
t(function () { parse_str("a=1"); return "no result"; });

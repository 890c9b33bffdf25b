<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(ob_get_level());
ob_start(); echo "hello"; $c = ob_get_contents(); $l = ob_get_length(); $lvl = ob_get_level(); ob_end_clean();
var_dump($c, $l, $lvl, ob_get_level(), ob_get_contents(), ob_get_length());
ob_start(); echo "a"; ob_start(); echo "b"; $inner = ob_get_clean(); echo "c"; $outer = ob_get_clean(); var_dump($inner, $outer);
ob_start(); echo "flushed\n"; var_dump(ob_end_flush());
ob_start(); echo "got "; $g = ob_get_flush(); var_dump($g);
var_dump(ob_end_clean(), ob_end_flush(), ob_get_clean(), ob_get_flush(), ob_clean(), ob_flush());
ob_start(); echo "x"; ob_clean(); echo "y"; $r = ob_get_clean(); var_dump($r);
ob_start(); echo "p"; ob_flush(); $rest = ob_get_clean(); var_dump($rest);
ob_start(); ob_start(); $h = ob_list_handlers(); $st = ob_get_status(); $full = ob_get_status(true); ob_end_clean(); ob_end_clean();
var_dump($h, $st['level'], $st['name'], count($full), ob_list_handlers());
ob_implicit_flush(); ob_implicit_flush(false); flush(); var_dump(ob_implicit_flush(true));
t(fn() => ob_get_status("x"));

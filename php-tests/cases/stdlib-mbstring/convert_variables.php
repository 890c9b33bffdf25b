<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = "caf\xe9"; $b = ["x" => "\xe9t\xe9", "n" => [1, "\xfc"]]; $c = 5;
var_dump(mb_convert_variables('UTF-8', 'ISO-8859-1', $a, $b, $c), $a, $b, $c);
$s = "héllo"; var_dump(mb_convert_variables('ISO-8859-1', 'UTF-8', $s), bin2hex($s));
$s = "héllo"; var_dump(mb_convert_variables('UTF-16BE', 'UTF-8', $s), bin2hex($s));
$s = "abc"; var_dump(mb_convert_variables('UTF-8', 'ASCII,UTF-8', $s), $s);
$s = "h\xc3\xa9"; var_dump(mb_convert_variables('ISO-8859-1', ['ASCII', 'UTF-8'], $s), bin2hex($s));
$s = "h\xc3\xa9"; var_dump(mb_convert_variables('ISO-8859-1', 'auto', $s), bin2hex($s));
$o = new stdClass; $o->p = "\xe9"; $o->q = ['r' => "\xe8"]; var_dump(mb_convert_variables('UTF-8', 'ISO-8859-1', $o), $o);
$arr = []; var_dump(mb_convert_variables('UTF-8', 'UTF-8', $arr), $arr);
$n = null; $f = 1.5; $t = true; var_dump(mb_convert_variables('UTF-8', 'ISO-8859-1', $n, $f, $t), $n, $f, $t);
$x = "\xff\xfe"; var_dump(mb_convert_variables('UTF-8', 'ASCII,UTF-8', $x), $x);
$x = "a"; t(fn() => mb_convert_variables('bogus', 'UTF-8', $x));
$x = "a"; t(fn() => mb_convert_variables('UTF-8', 'bogus', $x));
$x = "a"; t(fn() => mb_convert_variables('UTF-8', [], $x));
$x = "a"; t(fn() => mb_convert_variables('UTF-8', '', $x));
$r = ['a' => "\xe9"]; $r['self'] = &$r; t(fn() => mb_convert_variables('UTF-8', 'ISO-8859-1', $r));

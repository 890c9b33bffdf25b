<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
spl_autoload_register(function ($c) { echo "loader1($c)\n"; if ($c === 'Auto1') { eval('class Auto1 {}'); } });
$l2 = function ($c) { echo "loader2($c)\n"; if ($c === 'Auto2') { eval('class Auto2 {}'); } };
spl_autoload_register($l2);
var_dump(class_exists('Auto1'), class_exists('Auto2'), class_exists('Nope'), class_exists('Nope2', false));
spl_autoload_register(fn($c) => print("prepended($c)\n"), true, true);
var_dump(interface_exists('NopeI'));
t(fn() => new NotThere());
$a = new stdClass; $b = new stdClass;
var_dump(spl_object_id($a) !== spl_object_id($b), strlen(spl_object_hash($a)), spl_object_hash($a) === spl_object_hash($a), ctype_xdigit(spl_object_hash($b)));
var_dump(in_array('ArrayObject', spl_classes()), spl_classes()['SplStack'] ?? null);

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(spl_autoload_functions());
function named_loader($c) { echo "named($c)\n"; }
class L { static function load($c) { echo "L::load($c)\n"; } function inst($c) { echo "inst($c)\n"; } }
$cl = function ($c) { echo "closure($c)\n"; };
$obj = new L;
spl_autoload_register('named_loader');
spl_autoload_register($cl);
spl_autoload_register([$obj, 'inst']);
spl_autoload_register(['L', 'load'], true, true);
var_dump(count(spl_autoload_functions()));
var_dump(class_exists('Missing1'));
var_dump(spl_autoload_unregister('NAMED_LOADER'), spl_autoload_unregister('named_loader'), count(spl_autoload_functions()));
var_dump(spl_autoload_unregister($cl), spl_autoload_unregister(function ($c) {}), count(spl_autoload_functions()));
var_dump(class_exists('Missing2'));
var_dump(spl_autoload_unregister([$obj, 'inst']), spl_autoload_unregister([new L, 'inst']), count(spl_autoload_functions()));
var_dump(spl_autoload_unregister(['L', 'load']), spl_autoload_functions());
spl_autoload_register($cl); spl_autoload_register('named_loader');
var_dump(spl_autoload_unregister('spl_autoload_call'), spl_autoload_functions());
var_dump(class_exists('Missing3'));

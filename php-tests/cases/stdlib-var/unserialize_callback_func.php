<?php
ini_set('unserialize_callback_func', 'nope');
try { var_dump(unserialize("O:3:\"Foo\":0:{}")); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function mycb($c) { echo "cb($c)\n"; if ($c === 'Bar') { eval('class Bar { public $a; }'); } }
ini_set('unserialize_callback_func', 'mycb');
var_dump(unserialize('a:3:{i:0;O:3:"Foo":1:{s:1:"a";i:1;}i:1;O:3:"Bar":1:{s:1:"a";i:2;}i:2;O:3:"Foo":0:{}}'));
spl_autoload_register(function ($c) { echo "autoload($c)\n"; });
var_dump(unserialize('O:3:"Baz":0:{}'));
function thr($c) { throw new Exception("no $c"); }
ini_set('unserialize_callback_func', 'thr');
try { var_dump(unserialize('O:3:"Qux":0:{}')); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
ini_set('unserialize_callback_func', '');
var_dump(unserialize('O:3:"Zed":0:{}'));
class Loader { public static function load($c) { echo "Loader::load($c)\n"; if ($c === 'Dyn') { eval('class Dyn { public $v; public function __wakeup() { echo "Dyn wakeup\n"; } }'); } } }
ini_set('unserialize_callback_func', 'Loader::load');
print_r(unserialize('a:2:{i:0;O:3:"Dyn":1:{s:1:"v";i:5;}i:1;O:3:"Dyn":1:{s:1:"v";i:6;}}'));
echo "\n";
print_r(unserialize('O:4:"Gone":1:{s:1:"x";O:3:"Dyn":0:{}}'));
echo "\n";
var_dump(unserialize('O:5:"Other":0:{}', ['allowed_classes' => false]) instanceof __PHP_Incomplete_Class);
var_dump(unserialize('O:5:"Other":0:{'));
print_r(unserialize('C:5:"Other":0:{}')); echo "\n";
var_dump(ini_get('unserialize_callback_func'));

<?php
$s = 'O:7:"Missing":2:{s:1:"a";i:1;s:1:"b";a:1:{i:0;s:1:"x";}}';
$o = unserialize($s);
var_dump($o, get_class($o), $o instanceof __PHP_Incomplete_Class, is_object($o));
print_r($o); echo "\n";
var_dump(serialize($o) === $s);
try { var_dump($o->a); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $o->a = 2; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $o->method(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(isset($o->a), get_object_vars($o));
$o2 = unserialize($s, ['allowed_classes' => false]);
var_dump(get_class($o2));
class Known { public $a; }
var_dump(unserialize('O:5:"Known":1:{s:1:"a";i:5;}', ['allowed_classes' => ['Known']]), get_class(unserialize('O:5:"Known":0:{}', ['allowed_classes' => false])));

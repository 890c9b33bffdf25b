<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
class P { public $pub = 1; protected $pro = 2; private $pri = 3; public static $st = 4; public function pm() {} protected function rm() {} private function vm() {} public static function sm() {}
  function inside() { return [get_object_vars($this), get_class_vars('P'), get_class_methods($this)]; } }
class Q extends P { public $q = 5; private $pri = 'q'; function qm() {} function insideQ() { return [get_object_vars($this), get_class_methods($this)]; } }
var_dump(method_exists('Q', 'PM'), method_exists(new Q, 'nope'), method_exists('Nope', 'x'), method_exists('Closure', '__invoke'));
var_dump(property_exists('Q', 'pri'), property_exists('Q', 'pro'), property_exists(new Q, 'st'), property_exists('Q', 'dyn'), property_exists('Nope', 'x'));
$o = new stdClass; $o->dyn = 1; var_dump(property_exists($o, 'dyn'), get_object_vars($o));
t(fn() => get_object_vars('str'));

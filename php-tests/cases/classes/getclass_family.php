<?php
interface I {} trait T { public function tm() {} }
abstract class P implements I { public $pp = 1; protected $pq = 2; private $pr = 3; public static $ps; public function pm() {} protected function pn() {} private function po() {} public static function psm() {} }
class C extends P { use T; public $c = 'c'; private $cp = 'cp'; public function cm() {} private function cpm() {}
    public function vars() { return get_object_vars($this); } public function methods() { return get_class_methods($this); } public static function classVars() { return get_class_vars(self::class); } }
$c = new C;
var_dump(get_class($c), get_parent_class($c), get_object_vars($c), $c->vars(), get_class_vars('C'), C::classVars());
var_dump(get_class_methods('C'), $c->methods());
var_dump(method_exists($c, 'po'), method_exists('C', 'PM'), method_exists('C', 'tm'), method_exists('Nope', 'x'), method_exists($c, '__construct'));
var_dump(property_exists('C', 'pr'), property_exists('C', 'cp'), property_exists($c, 'ps'), property_exists('C', 'nope'));
var_dump(is_a($c, 'I'), is_a($c, 'i'), is_a('C', 'P'), is_a('C', 'P', true), is_subclass_of('C', 'I'), is_subclass_of($c, 'C'), is_subclass_of('C', 'C'));
var_dump(class_implements('C'), class_uses('C'), class_parents('C'), class_implements('NoSuch'), class_uses(new stdClass));
try { get_class(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { get_class('C'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { get_object_vars('C'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { get_class_methods('NoSuch'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(get_class_vars("NoSuch")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(get_parent_class("NoSuch")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(class_exists('c'), class_exists('\C'), class_exists('I'), class_exists('T'), interface_exists('I'), trait_exists('T'));
var_dump(get_debug_type($c), get_debug_type(new class {}), get_debug_type(new class extends C {}), get_debug_type(new class implements I {}));
var_dump(str_contains(get_class(new class {}), 'class@anonymous'));

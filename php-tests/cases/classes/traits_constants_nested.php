<?php
trait WithConst { public const VERSION = '2.0'; final public const F = 'f'; }
trait Inner { public function inner() { return 'inner'; } }
trait Outer { use Inner; public function outer() { return 'outer+' . $this->inner(); } }
class X { use WithConst, Outer; }
var_dump(X::VERSION, X::F, (new X)->outer(), class_uses('X'));
try { var_dump(WithConst::VERSION); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
trait StaticVar { public function next() { static $n = 0; return ++$n; } }
class S1 { use StaticVar; }
class S2 { use StaticVar; }
$a = new S1; $b = new S2;
var_dump($a->next(), $a->next(), $b->next());
trait Ov { public function who() { return 'trait'; } }
class Base { public function who() { return 'base'; } }
class Child extends Base { use Ov; }
class Child2 extends Base { use Ov; public function who() { return 'class+' . parent::who(); } }
var_dump((new Child)->who(), (new Child2)->who());

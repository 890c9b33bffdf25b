<?php
namespace NS;
class A { public function __construct(public $v = 'a') {} public function m() { return "m:{$this->v}"; } public static function s() { return 'static'; } }
$name = 'NS\A';
var_dump(new $name('dyn'));
var_dump(new (trim('  NS\A  '))('expr'));
var_dump(new A()->m(), new A('x')->v, new A()::s());
$o = new A;
var_dump(new $o('from-object'));
$arr = ['cls' => A::class];
var_dump(new $arr['cls']);
class Holder { public $cls = A::class; public static $scls = A::class; }
$h = new Holder;
var_dump(new $h->cls('prop'), new (Holder::$scls)('sprop'));
var_dump(new class { public $anon = 1; } instanceof \stdClass);
try { $bad = 'NS\Nope'; new $bad; } catch (\Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $bad = 5; new $bad; } catch (\Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new A(1, 2, 3); echo "extra args ok\n"; } catch (\Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class NoCtor {}
var_dump(new NoCtor(1, 2));
try { new NoCtor(...['x' => 1]); } catch (\Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new A(nope: 1); } catch (\Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

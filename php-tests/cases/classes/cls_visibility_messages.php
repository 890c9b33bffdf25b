<?php
// method visibility messages name the declaring class; constructors and destructors
class A {
    private function f() {}
    protected function g() {}
    private static function h() {}
    private function __clone() {}
    private const SECRET = 1;
    protected const PROT = 2;
    public const PUB = 3;
    static function consts() { return [self::SECRET, static::PROT]; }
}
class B extends A {
    static function read($n) { return constant("self::$n"); }
    static function direct() { return self::SECRET; }
}
function show(Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { (new B)->f(); } catch (Error $e) { show($e); }
try { (new B)->g(); } catch (Error $e) { show($e); }
try { B::h(); } catch (Error $e) { show($e); }
try { clone (new B); } catch (Error $e) { show($e); }
try { var_dump(B::PUB, B::consts()); } catch (Error $e) { show($e); }
try { B::direct(); } catch (Error $e) { show($e); }
try { echo B::SECRET; } catch (Error $e) { show($e); }
try { echo A::SECRET; } catch (Error $e) { show($e); }
try { echo B::PROT; } catch (Error $e) { show($e); }

class P { private function __construct() { echo "P ctor\n"; } static function make() { return new P; } }
class Q extends P { function __construct() { echo "Q ctor\n"; parent::__construct(); } }
try { new Q; } catch (Error $e) { show($e); }
try { new P; } catch (Error $e) { show($e); }
var_dump(P::make() instanceof P);

// a constructor that throws: the object is never destructed
class T {
    function __construct(public $fail) { if ($fail) throw new Exception("ctor $fail"); }
    function __destruct() { echo "T dtor {$this->fail}\n"; }
}
try { new T(1); } catch (Exception $e) { show($e); }
try { $x = new T(2); } catch (Exception $e) { show($e); }
$ok = new T(0);
$ok = null;

// __call of $this's class for a static-looking call
class C1 { function __call($m, $a) { echo __METHOD__, " $m\n"; } }
class C2 extends C1 {
    function __call($m, $a) { echo __METHOD__, " $m\n"; }
    function run() { C1::one(); self::two(); parent::three(); C2::four(); }
}
(new C2)->run();

// private/protected destructors freed in a scope that cannot call them
class D { private function __destruct() { echo "D dtor\n"; } static function inside() { $d = new D; unset($d); echo "after unset\n"; } }
class E { protected function __destruct() { echo "E dtor\n"; } }
class F extends E { static function inside() { $e = new E; unset($e); echo "F after unset\n"; } }
try { D::inside(); } catch (Error $e) { show($e); }
F::inside();
try { $d = new D; unset($d); } catch (Error $e) { show($e); }
try { $e2 = new E; unset($e2); } catch (Error $e) { show($e); }
echo "done\n";

<?php
// A static-syntax call of a method not visible from the caller goes to __call (with a
// compatible $this) or __callStatic, as php's get_static_method_fallback.
class A1 {
    public function __call($method, $args) { echo "__call $method\n"; }
    public static function __callStatic($method, $args) { echo "__callStatic $method\n"; }
}
class A2 {
    public function __call($method, $args) { echo "A2 __call $method\n"; }
    public static function __callStatic($method, $args) { echo "A2 __callStatic $method\n"; }
    private function test() { echo "private test\n"; }
    protected function prot() { echo "protected prot\n"; }
}
class B1 extends A1 { public function test() { parent::test(); } }
class B2 extends A2 {
    public function test() { parent::test(); }
    public function viaSelf() { self::prot(); A2::prot(); }
}
(new B1)->test();
(new B2)->test();
(new B2)->viaSelf();
A2::test();
A2::prot();
class foo {
    private function a() { var_dump(1); }
    public function b() { var_dump(2); }
    protected function c() { var_dump(3); }
    static function __callstatic($a, $b) { var_dump('__callStatic::' . $a); }
    public function __call($a, $b) { var_dump('__call::' . $a); }
}
$x = new foo;
$x->a();
$x->b();
$x->c();
$x::a();
$x::c();
class NoMagic { private function p() {} private static function q() {} }
try { NoMagic::p(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { NoMagic::q(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $x::b(); } catch (Error $e) { echo $e->getMessage(), "\n"; }

<?php
// a parent's private method binds no inheritance rules (final, static-ness), except
// for an abstract one and the constructor
class A {
    private final function f() { return "A::f"; }
    private static function g() { return "A::g"; }
    private function h() { return "A::h"; }
    function callAll() { return [$this->f(), self::g(), $this->h()]; }
}
class B extends A {
    function f() { return "B::f"; }
    function g() { return "B::g"; }
    static function h() { return "B::h"; }
}
$b = new B;
var_dump($b->callAll(), $b->f(), $b->g(), B::h());

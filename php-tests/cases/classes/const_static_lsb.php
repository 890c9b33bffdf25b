<?php
class A {
    const NAME = 'A';
    public static function selfName() { return self::NAME; }
    public static function staticName() { return static::NAME; }
    public function viaThis() { return $this::NAME; }
    public static function create() { return new static; }
    public static function cls() { return [self::class, static::class, get_called_class()]; }
}
class B extends A { const NAME = 'B'; }
class C extends B {}
var_dump(A::selfName(), B::selfName(), A::staticName(), B::staticName(), C::staticName());
var_dump((new C)->viaThis());
var_dump(get_class(B::create()), get_class(C::create()));
var_dump(A::cls(), C::cls());
class D extends B {
    public static function test() {
        return [parent::staticName(), self::staticName(), A::staticName(), static::staticName(), forward_static_call(['A', 'staticName']), call_user_func(['A', 'staticName']), call_user_func('parent::staticName')];
    }
    const NAME = 'D';
}
var_dump(D::test());
class E2 extends D { const NAME = 'E'; }
var_dump(E2::test());

<?php
// php 8.1+: a method's static variables are shared with the classes inheriting it; a
// trait's method is copied into each class that uses it, statics included.
class A { function f() { static $n = 0; return ++$n; } static function s() { static $m = 10; return ++$m; } }
class B extends A {}
var_dump((new A)->f(), (new B)->f(), (new A)->f(), A::s(), B::s());
trait T { function g() { static $n = 0; return ++$n; } static function h() { static $k = []; $k[] = static::class; return $k; } }
class S1 { use T; }
class S2 { use T; }
class S3 extends S1 {}
var_dump((new S1)->g(), (new S1)->g(), (new S2)->g(), (new S3)->g());
S1::h(); S3::h();
var_dump(S2::h(), S1::h());
$r = new ReflectionMethod('S1', 'g');
var_dump($r->getStaticVariables());
var_dump((new ReflectionMethod('S2', 'g'))->getStaticVariables());

<?php
class A { public static $shared = 'A'; public static $arr = []; public static function add($v) { static::$arr[] = $v; } }
class B extends A {}
class C extends A { public static $arr = []; }
B::$shared = 'set via B';
var_dump(A::$shared, C::$shared);
A::add(1); B::add(2); C::add(3);
var_dump(A::$arr, B::$arr, C::$arr);
trait T { public static $tcount = 0; public static function bump() { return ++static::$tcount; } }
class U1 { use T; } class U2 { use T; } class U3 extends U1 {}
U1::bump(); U1::bump(); U2::bump(); U3::bump();
var_dump(U1::$tcount, U2::$tcount, U3::$tcount);
class S { public static function counter() { static $n = 0; return ++$n; } }
class S2 extends S {}
var_dump(S::counter(), S::counter(), S2::counter(), S2::counter(), S::counter());
$ref = &B::$shared;
$ref = 'via ref';
var_dump(A::$shared);
A::$shared = &$other;
$other = 'rebound';
var_dump(B::$shared, C::$shared);

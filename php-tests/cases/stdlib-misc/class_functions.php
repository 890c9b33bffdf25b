<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
interface I {} trait T {} abstract class A implements I { use T; public static function who() { return get_called_class(); } }
class B extends A {} class C extends B {} enum E { case X; }
var_dump(A::who(), B::who(), C::who());
var_dump(is_a(new C, 'A'), is_a(new C, 'I'), is_a('C', 'A'), is_a('C', 'A', true), is_a(new A2, 'A'), is_a(new C, 'c'), is_a(new B, 'C'));
class A2 {}
var_dump(is_subclass_of(new C, 'A'), is_subclass_of(new A2, 'A2'), is_subclass_of('C', 'I'), is_subclass_of('C', 'B', false), is_subclass_of('Nope', 'A'), is_subclass_of(new C, 'Nope'));
var_dump(enum_exists('E'), enum_exists('A'), enum_exists('Nope'), enum_exists('e'), trait_exists('T'), trait_exists('A'), trait_exists('t'), class_exists('T'), class_exists('E'), class_exists('I'), interface_exists('I'), interface_exists('A'));
var_dump(class_parents(new C), class_implements('C'), class_uses('A'), class_uses('C'), class_parents('Nope'));
var_dump(get_parent_class(new C), get_parent_class('A'), get_parent_class(new A2));
t(fn() => get_called_class());
t(fn() => is_a());
t(fn() => is_a(new C, []));
var_dump(class_alias('C', 'CAlias'), get_class(new CAlias), new CAlias instanceof C);
t(fn() => class_alias('C', 'CAlias'));
t(fn() => class_alias('Nope', 'X2'));

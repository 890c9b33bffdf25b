<?php
namespace App\Models;
interface Named {}
abstract class Base implements Named {}
class User extends Base {}
class Other {}
$u = new User;
var_dump($u instanceof User, $u instanceof Base, $u instanceof Named, $u instanceof Other, $u instanceof \stdClass);
$cls = 'App\Models\User';
var_dump($u instanceof $cls);
$cls2 = User::class;
var_dump($cls2, Base::class, \stdClass::class, namespace\Other::class, $u::class);
$other = new Other;
var_dump($u instanceof $other, $u instanceof $u);
var_dump(null instanceof User, 'User' instanceof User, [] instanceof User);
var_dump(!$u instanceof Other);
$none = 'NoSuchClass';
var_dump($u instanceof $none);
var_dump(\get_class($u), \get_parent_class($u), \class_implements($u));
try { $x = 5; var_dump($x::class); } catch (\TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = null; var_dump($x::class); } catch (\TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump((function () { return static::class; })->bindTo($u)());
$closure = fn() => 1;
var_dump($closure instanceof \Closure, $closure::class);
$gen = (function () { yield 1; })();
var_dump($gen instanceof \Traversable, $gen instanceof \Iterator, $gen::class);
var_dump(namespace\User::class, __NAMESPACE__);

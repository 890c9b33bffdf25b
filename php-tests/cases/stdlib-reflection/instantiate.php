<?php
class Point {
    public static $made = 0;
    public function __construct(public int $x = 0, public int $y = 0) { self::$made++; echo "ctor($x,$y)\n"; }
}
class NoCtor { public $v = 'def'; }
class PrivCtor { private function __construct() {} public static function get() { return new self; } }
abstract class AbsK {}
interface IK {}

$rc = new ReflectionClass('Point');
var_dump($rc->newInstance());
var_dump($rc->newInstance(1, 2));
var_dump($rc->newInstanceArgs([3, 4]));
var_dump($rc->newInstanceArgs(['y' => 5, 'x' => 6]));
$raw = $rc->newInstanceWithoutConstructor();
var_dump($raw, Point::$made);
$n = new ReflectionClass('NoCtor');
var_dump($n->newInstance(), $n->newInstanceArgs([]), $n->getConstructor());
try { $n->newInstance(1); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionClass('PrivCtor'))->newInstance(); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionClass('PrivCtor'))->isInstantiable(), get_class((new ReflectionClass('PrivCtor'))->newInstanceWithoutConstructor()));
try { (new ReflectionClass('AbsK'))->newInstance(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { (new ReflectionClass('IK'))->newInstanceWithoutConstructor(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(Reflection::getModifierNames(ReflectionMethod::IS_ABSTRACT | ReflectionMethod::IS_PUBLIC | ReflectionMethod::IS_STATIC));
var_dump(Reflection::getModifierNames(ReflectionMethod::IS_FINAL | ReflectionMethod::IS_PROTECTED));
var_dump(Reflection::getModifierNames(ReflectionProperty::IS_READONLY | ReflectionProperty::IS_PRIVATE), Reflection::getModifierNames(0));
$e = new ReflectionException('msg', 3);
var_dump($e instanceof Exception, $e->getCode(), (new ReflectionClass('ReflectionClass'))->implementsInterface('Reflector'));
var_dump((new ReflectionClass('ReflectionNamedType'))->getParentClass()->getName());

<?php
abstract class Shape {
    public static function make() { return new static(); }
    public static function makeSelf() { return new self(); }
    abstract public function area();
}
class Square extends Shape { public function area() { return 4; } }
interface Drawable {}
trait Helper {}
enum Suit { case Hearts; }
enum Num: int { case One = 1; }
abstract class NoAbstractMethods {}
class PrivCtor { private function __construct() {} public static function make() { return new self; } }
class ProtCtor { protected function __construct() {} }

function attempt(callable $f) {
    try { $o = $f(); echo "created ", get_class($o), "\n"; }
    catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
attempt(fn() => new Shape);
attempt(fn() => new NoAbstractMethods());
attempt(fn() => new Drawable);
attempt(fn() => new Helper);
attempt(fn() => new Suit);
attempt(fn() => new Num(1));
attempt(fn() => Shape::make());
attempt(fn() => Square::make());
attempt(fn() => Square::makeSelf());
$names = ['Shape', 'drawable', 'HELPER', 'suit', 'Square', 'Missing'];
foreach ($names as $n) attempt(fn() => new $n);
attempt(fn() => new Throwable);
attempt(fn() => new Traversable);
attempt(fn() => new UnitEnum);
attempt(fn() => new ReflectionFunctionAbstract);
attempt(fn() => new Closure);
attempt(fn() => new Generator);
attempt(fn() => new WeakReference);
attempt(fn() => new PrivCtor);
attempt(fn() => PrivCtor::make());
attempt(fn() => new ProtCtor);
attempt(fn() => (new ReflectionClass('Shape'))->newInstance());
attempt(fn() => (new ReflectionClass('Drawable'))->newInstanceWithoutConstructor());
attempt(fn() => (new ReflectionClass('Suit'))->newInstanceWithoutConstructor());
attempt(fn() => (new ReflectionClass('PrivCtor'))->newInstanceWithoutConstructor());
var_dump((new ReflectionClass('Shape'))->isInstantiable(), (new ReflectionClass('Square'))->isInstantiable(), (new ReflectionClass('Helper'))->isInstantiable());
$o = new class extends Shape { public function area() { return 0; } };
var_dump($o instanceof Shape);
$o2 = new (get_class($o));
var_dump(get_class($o2) === get_class($o), $o2 == $o, $o2 === $o);

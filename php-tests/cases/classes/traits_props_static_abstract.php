<?php
trait Counter {
    private int $count = 0;
    public static $instances = 0;
    public function inc(): static { $this->count++; return $this; }
    public function get(): int { return $this->count; }
    public static function made() { return ++self::$instances; }
    abstract public function label(): string;
    public static function create(): static { return new static; }
    public function cls() { return [self::class, static::class, __CLASS__, __TRAIT__, __FUNCTION__, __METHOD__]; }
}
class A { use Counter; public function label(): string { return 'A'; } }
class B { use Counter; public function label(): string { return 'B'; } }
A::made(); A::made(); B::made();
var_dump(A::$instances, B::$instances);
var_dump((new A)->inc()->inc()->get(), B::create()->label());
var_dump((new A)->cls());
class C extends A {}
var_dump((new C)->cls(), C::$instances);
trait T2 { public $p = 'trait'; }
class D { use T2; public $p = 'trait'; }
var_dump((new D)->p);
try { Counter::made(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new Counter; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(trait_exists('Counter'), class_exists('Counter'), get_declared_traits() === array_values(array_filter(get_declared_traits())));
var_dump(in_array('Counter', get_declared_traits()));

<?php
abstract class Shape {
    abstract public function area(): float;
    public static function create(string $kind, ...$args): static { return new $kind(...$args); }
    final public function describe(): string { return static::class . " area=" . $this->area(); }
    public function __toString(): string { return $this->describe(); }
}
class Sq extends Shape {
    public function __construct(private float $s) {}
    public function area(): float { return $this->s ** 2; }
}
class Circle extends Shape {
    public function __construct(private float $r) {}
    public function area(): float { return round(M_PI * $this->r ** 2, 2); }
}
echo Shape::create('Sq', 3), "\n";
echo Shape::create('Circle', 1), "\n";
try { new Shape; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Shape::create('Shape'); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$s = new Sq(2);
var_dump($s->area(), $s::create('Sq', 1)->area());
class M {
    public function inst() { return isset($this) ? 'this' : 'nothis'; }
    public static function stat() { return 'stat'; }
}
var_dump((new M)->stat());
try { M::inst(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(M::stat());
try { (new M)->nope(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { M::nope(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$m = 'stat';
var_dump(M::$m(), (new M)->$m(), [new M, 'inst'](), ['M', 'stat'](), 'M::stat'());
var_dump(call_user_func([new M, 'inst']), call_user_func('M::stat'), call_user_func_array([M::class, 'stat'], []));

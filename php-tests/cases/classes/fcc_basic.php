<?php
class Calc {
    public function __construct(private int $base) {}
    public function add(int $x): int { return $this->base + $x; }
    public static function twice(int $x): int { return $x * 2; }
    private function secret() { return 'secret ' . $this->base; }
    public function getSecret() { return $this->secret(...); }
    public function __call($n, $a) { return "__call:$n"; }
    public static function __callStatic($n, $a) { return "__callStatic:$n"; }
}
$c = new Calc(10);
$add = $c->add(...);
$tw = Calc::twice(...);
var_dump($add(5), $tw(4), $add instanceof Closure);
var_dump(array_map($tw, [1, 2, 3]));
$sec = $c->getSecret();
var_dump($sec());
$strlen = strlen(...);
var_dump($strlen('hello'));
$m = $c->undefinedMagic(...);
var_dump($m());
$sm = Calc::undefStatic(...);
var_dump($sm());
$name = 'add';
$dyn = $c->$name(...);
var_dump($dyn(1));
$f = 'strtoupper';
var_dump($f(...)('abc'));
try { $x = $c->secret(...); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = nonexistent_fn(...); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class NoMagic { }
try { $x = (new NoMagic)->nope(...); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = new ReflectionFunction($add);
var_dump($r->getName());
var_dump((new ReflectionFunction($strlen))->getName());
try { $add('x'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$inv = new class { public function __invoke($a) { return "inv $a"; } };
var_dump($inv(...)(1));

<?php
class Counter { private $count = 0; protected static $total = 100; }
class Other { private $count = 'other'; }
$inc = function ($n = 1) { $this->count += $n; return $this->count; };
$c = new Counter;
$bound = Closure::bind($inc, $c, Counter::class);
var_dump($bound(), $bound(5));
$b2 = $inc->bindTo($c, $c);
var_dump($b2(10));
var_dump($inc->call($c, 100));
$read = function () { return $this->count; };
var_dump($read->call(new Other));
$static = static function () { return isset($this) ? 'has this' : 'no this'; };
var_dump($static());
$res = @Closure::bind($static, new Counter);
var_dump($res);
Closure::bind($static, new Counter);
$getTotal = function () { return static::$total; };
$gt = Closure::bind($getTotal, null, Counter::class);
var_dump($gt());
$unscoped = function () { return get_class($this); };
$u = $unscoped->bindTo(new Other);
var_dump($u());
try { $x = Closure::bind($read, new Counter)(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$noScope = $read->bindTo(null);
try { $noScope(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$scopeByName = Closure::bind(fn() => static::class, null, 'Other');
var_dump($scopeByName());
try { Closure::bind($read, null, 'NoSuchClass'); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($read->bindTo(new Counter, 'static') instanceof Closure);
$thisClosure = (new class { public function get() { return function () { return get_class($this); }; } })->get();
$r = $thisClosure->bindTo(null);
var_dump($r);
class Meth { public function m() { return 'm'; } }
$fromMethod = (new ReflectionMethod('Meth', 'm'))->getClosure(new Meth);
$rebind = @$fromMethod->bindTo(new Other);
var_dump($rebind);

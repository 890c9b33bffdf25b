<?php
class A { private $secret = 'a-secret'; protected static $s = 'A-static'; function getClosure() { return function() { return $this->secret; }; } }
class B { private $secret = 'b-secret'; }
$peek = function() { return $this->secret; };
echo Closure::bind($peek, new A, A::class)(), "\n";
echo $peek->bindTo(new B, B::class)(), "\n";
echo $peek->call(new A), "\n";
$st = static function() { return static::class; };
var_dump(Closure::bind($st, null, A::class)());
$c = (new A)->getClosure(); echo $c(), "\n";
$c2 = $c->bindTo(new A); echo $c2(), "\n";
$unbound = function() { return isset($this) ? 'has this' : 'no this'; };
echo $unbound(), " ", $unbound->bindTo(new B)(), "\n";
$counter = function($n) { return self::$s . $n; };
echo Closure::bind($counter, null, A::class)(1), "\n";
$r = @Closure::bind(static fn() => 1, new A);
var_dump($r);

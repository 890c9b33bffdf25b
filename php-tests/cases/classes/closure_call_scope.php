<?php
class A { private $v = "A-private"; protected static $s = "A-static"; public function get() { return fn() => $this->v; } }
class B { private $v = "B-private"; }
class C extends A {}

$peek = function () { return $this->v; };
echo $peek->call(new A), "\n";
echo $peek->call(new B), "\n";
try { echo $peek->call(new C), "\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

$withArgs = function ($a, $b) { return get_class($this) . " " . static::class . " " . ($a + $b); };
echo $withArgs->call(new C, 1, 2), "\n";

$scoped = function () { return static::class . "|" . self::class; };
$b1 = Closure::bind($scoped, new C, A::class);
echo $b1(), "\n";
$b2 = Closure::bind($scoped, new C, 'static');
echo $b2(), "\n";
$b3 = $b1->bindTo(new A, 'static');
echo $b3(), "\n";

$stat = static function () { return isset($this) ? "has this" : "no this"; };
echo $stat(), "\n";
$r = Closure::bind($stat, new A);
var_dump($r);
$r2 = @$stat->bindTo(new A);
var_dump($r2);
try { $stat->call(new A); echo "called\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$ok = Closure::bind($stat, null, A::class);
echo $ok(), "\n";

$staticReader = static function () { return static::$s; };
$sr = Closure::bind($staticReader, null, C::class);
echo $sr(), "\n";

$x = 1;
$byVal = function () use ($x) { return $x; };
$byRef = function () use (&$x) { return $x; };
$arrow = fn() => $x;
$x = 2;
var_dump($byVal(), $byRef(), $arrow());
$inc = function () use (&$x) { $x++; };
$inc(); $inc();
var_dump($x);

$noThis = function () { return $this->v; };
try { $noThis(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function outside() { return isset($this) ? 'y' : 'n'; }
echo outside(), "\n";

$f = (new A)->get();
echo $f(), "\n";
$g = $f->bindTo(new B, B::class);
var_dump($g instanceof Closure, $g());
try { var_dump($f->bindTo(new B)()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$unbound = Closure::bind(function () { return 1; }, null, null);
var_dump($unbound());

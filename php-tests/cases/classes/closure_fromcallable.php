<?php
class A {
    private $v = 'priv';
    public function m($x) { return "m:$x:" . $this->v; }
    private function p() { return 'p'; }
    public static function s() { return 's:' . static::class; }
    public function getP() { return Closure::fromCallable([$this, 'p']); }
    public function __invoke() { return 'invoked'; }
}
class B extends A {}
$a = new A;
$c1 = Closure::fromCallable([$a, 'm']);
$c2 = Closure::fromCallable('A::s');
$c3 = Closure::fromCallable([B::class, 's']);
$c4 = Closure::fromCallable('strrev');
$c5 = Closure::fromCallable($a);
$c6 = Closure::fromCallable(fn($x) => $x + 1);
var_dump($c1(1), $c2(), $c3(), $c4('abc'), $c5(), $c6(1));
var_dump($a->getP()());
foreach ([[$a, 'p'], 'nofunc', [$a, 'nomethod'], 'A::nomethod', [1, 2], 'A::m'] as $cb) {
    try { $c = Closure::fromCallable($cb); var_dump($c()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$same = fn() => 1;
var_dump(Closure::fromCallable($same) === $same);

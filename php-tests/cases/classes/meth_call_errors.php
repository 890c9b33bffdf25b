<?php
class A {
    public function two(int $a, string $b = 'd') { return "$a-$b"; }
    private function priv() {}
    protected function prot() {}
    public function variadic(int ...$n) { return array_sum($n); }
    public function named(int $x = 0, int $y = 0) { return "$x,$y"; }
}
$a = new A;
foreach ([
    fn() => $a->two(),
    fn() => $a->two('x'),
    fn() => $a->two(1, 2, 3),
    fn() => $a->priv(),
    fn() => $a->prot(),
    fn() => A::two(1),
    fn() => $a->variadic(1, 2, 'z'),
    fn() => $a->named(y: 5),
    fn() => $a->named(z: 5),
    fn() => $a->named(1, x: 2),
    fn() => $a->variadic(...[1, 2, 3]),
    fn() => $a->two(b: 'q', a: 4),
    fn() => (null)->foo(),
    fn() => (5)->foo(),
    fn() => ('str')->foo(),
    fn() => [1]->foo(),
] as $i => $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo "$i ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
$n = null;
var_dump($n?->foo(), $n?->foo()->bar());

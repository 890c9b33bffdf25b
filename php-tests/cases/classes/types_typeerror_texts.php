<?php
class Foo {} class Bar {}
function f(Foo $f) {}
function g(int $i, Foo ...$rest) {}
function h(?Foo $f) {}
function r(): Foo { return new Bar; }
function nul(): ?Foo { return 1; }
class M { public function m(Foo $x) {} public static function s(int|Foo $x) {} public function __construct(Bar $b) {} }
$cases = [
    fn() => f(new Bar), fn() => f(null), fn() => f(1), fn() => f(1.5), fn() => f('s'), fn() => f([]), fn() => f(true), fn() => f(fopen('php://memory', 'r')),
    fn() => f(fn() => 1), fn() => f(new class {}), fn() => f(new class extends Bar {}), fn() => g(1, new Foo, new Bar), fn() => h(new Bar), fn() => r(), fn() => nul(),
    fn() => (new M(new Bar))->m(new Bar), fn() => M::s('x'), fn() => new M(new Foo), fn() => new M(), fn() => f(), fn() => (new M(new Bar))->m(),
    fn() => f(...[new Bar]), fn() => array_map(fn(Foo $f) => 1, [1]),
];
foreach ($cases as $i => $c) {
    try { $c(); echo "$i ok\n"; } catch (TypeError $e) { echo "$i ", get_class($e), ": ", preg_replace('/, called in .* on line \d+/', ', called in X', $e->getMessage()), "\n"; }
}
try { f(new Bar); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }

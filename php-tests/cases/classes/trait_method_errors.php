<?php
// Argument and return errors of a trait's method name the class that uses it (php copies
// the method into that class); an inherited method keeps its declaring class.
trait T {
    function f(int $x) { return __METHOD__ . " " . __CLASS__ . " " . __TRAIT__; }
    function r(): int { return "nope"; }
    static function s(string ...$xs) {}
}
class P { use T; function own(int $x) {} }
class C extends P {}
class D { use T { f as g; } }
echo (new C)->f(1), "\n";
foreach ([
    fn() => (new C)->f("a"),
    fn() => (new C)->f(),
    fn() => (new D)->f([]),
    fn() => (new C)->r(),
    fn() => D::s("a", 1),
    fn() => (new C)->own("x"),
] as $call) {
    try {
        $call();
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}

<?php
// A literal or temporary passed to a by-reference parameter is an Error; a call's result
// or a `new` expression gets a notice.
function f(&$a) { $a = 1; return "ok"; }
function v($x, &...$rest) { return count($rest); }
class C {
    const K = [1];
    static function m(&$x) { return "m"; }
    function i($y, &$x) { return "i"; }
}
function g() { return [1]; }
$tests = [
    'literal' => fn() => f(1),
    'constant' => fn() => f(PHP_INT_MAX),
    'class constant' => fn() => f(C::K),
    'new' => fn() => f(new stdClass),
    'pre-increment' => function () { $a = 1; return f(++$a); },
    'post-increment' => function () { $a = 1; return f($a++); },
    'assignment' => function () { return f($a = 2); },
    'clone' => function () { $o = new stdClass; return f(clone $o); },
    'array literal' => fn() => f([1, 2]),
    'coalesce' => fn() => f($u ?? 3),
    'cast' => fn() => f((int) "5"),
    'concat' => fn() => f("abc" . "d"),
    'ternary' => fn() => f(true ? 1 : 2),
    'static method' => fn() => C::m("x"),
    'method' => fn() => (new C)->i(1, 2),
    'call result' => fn() => f(g()),
    'named literal' => fn() => f(a: 5),
    'named variable' => function () { $z = 0; f(a: $z); return $z; },
    'named element' => function () { $z = [0]; f(a: $z[0]); return $z; },
    'variadic' => fn() => v(1, 2),
    'variadic ok' => function () { $p = 1; return v(0, $p, $p); },
    'closure' => function () { $c = function (&$z) {}; return $c(5); },
    'builtin' => fn() => sort([3, 1]),
    'builtin named' => fn() => preg_match('/a/', 'a', matches: []),
    'prefer-ref' => fn() => array_multisort([3, 1], SORT_DESC),
    'dynamic name' => function () { $n = 'f'; return $n(7); },
];
foreach ($tests as $k => $t) {
    echo "$k: ";
    try {
        var_dump($t());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
// calls php compiles into opcodes give temporaries (an Error); other calls a notice
function one() { return 1; }
$calls = [
    'strlen' => fn() => f(strlen("x")),
    'count' => fn() => f(count([1])),
    'user function' => fn() => f(one()),
    'fully qualified intval' => fn() => f(\intval("3")),
    'chr literal' => fn() => f(chr(65)),
    'chr of a call' => fn() => f(chr(one())),
    'get_class' => fn() => f(get_class(new stdClass)),
    'strtoupper' => fn() => f(strtoupper("a")),
    'assign by reference' => function () { $b = 1; f($a = &$b); return $b; },
];
foreach ($calls as $k => $t) {
    echo "$k: ";
    try {
        var_dump($t());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}

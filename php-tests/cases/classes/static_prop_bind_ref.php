<?php
// binding references into static properties, inline caches, typed statics, unset
class A {
    public static $x = 1;
    public static $y = 2;
    public static int $i = 0;
    public static ?string $s = "s";
    private static $p = 3;
    static function get() { return static::$x; }
    static function bindPrivate(&$r) { self::$p = &$r; return self::$p; }
}
class B extends A {}
class C extends A { public static $x = 'c'; }

function readX() { return A::$x; }
for ($k = 0; $k < 3; $k++) { echo readX(), " "; }
echo "\n";

$v = 10;
A::$x = &$v;
echo readX(), " ", B::$x, " ", B::get(), " ", C::$x, "\n";
$v = 11;
echo readX(), " ", B::$x, "\n";
B::$x = 12;
var_dump($v);

A::$x = &A::$y;
A::$y = 20;
echo A::$x, " ", B::$x, " ", $v, "\n";

$cls = 'B';
$name = 'x';
$w = 'dyn';
$cls::$$name = &$w;
echo A::$x, "\n";

$r = 5;
echo A::bindPrivate($r), "\n";
$r = 6;
echo A::bindPrivate($r), "\n";

// typed statics
$t = "42";
A::$i = &$t;
var_dump($t, A::$i);
try {
    $t = "nope";
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$u = "x";
try {
    A::$i = &$u;
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(A::$i, $u);
try {
    A::$i = &A::$s;
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$n = null;
A::$s = &$n;
try {
    $n = [];
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
unset($t);
$t = "free";
var_dump($t);

// errors
foreach (['Nope', 'A'] as $c) {
    try {
        $c::$zz = &$v;
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    A::$p = &$v;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    unset(A::$x);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    unset(B::$nothing);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    unset(Missing::$x);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$f = function () {
    try {
        unset(self::$x);
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
};
$f();

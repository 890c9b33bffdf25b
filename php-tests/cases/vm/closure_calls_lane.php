<?php
// Closures called in loops: bound values, by-value copies of `use` variables, $this and
// scope, static variables, temporaries as callees, destructors of captured objects,
// by-reference use and parameters, recursion through a use'd reference.
class Box {
    private $v = 10;
    public function adder() { return function ($x) { return $this->v + $x; }; }
    public static function stat() { return static function ($x) { return static::class . $x; }; }
}
class Bye { public function __construct(public $n) {} public function __destruct() { echo "bye {$this->n}\n"; } }

$k = 3;
$add = function ($a) use ($k) { return $a + $k; };
$t = 0;
for ($i = 0; $i < 5; $i++) { $t = $add($t); }
echo $t, "\n";
$k = 100;
echo $add(1), "\n";

$acc = 0;
$byref = function ($a) use (&$acc) { $acc += $a; return $acc; };
for ($i = 1; $i <= 4; $i++) { $byref($i); }
echo $acc, "\n";

$counter = function () { static $n = 0; return ++$n; };
for ($i = 0; $i < 3; $i++) { $counter(); }
echo $counter(), "\n";

$m = (new Box)->adder();
echo $m(5), " ", $m(6), "\n";
$s = Box::stat();
echo $s(1), "\n";

for ($i = 0; $i < 3; $i++) {
    echo (function ($x) { return $x * 2; })($i), " ";
}
echo "\n";

$fib = function ($n) use (&$fib) { return $n < 2 ? $n : $fib($n - 1) + $fib($n - 2); };
echo $fib(15), "\n";

$arrow = fn($x) => $x + $k;
echo $arrow(1), "\n";

$mod = function (&$r) { $r++; };
$z = 1; $mod($z); $mod($z);
echo $z, "\n";

$holder = function () { return 1; };
$f = function ($x) use ($holder) { return $holder() + $x; };
echo $f(1), "\n";

function make() { $b = new Bye("captured"); return function () use ($b) { return $b->n; }; }
$c = make();
echo $c(), "\n";
unset($c);
echo "after unset\n";
echo (function () { $o = new Bye("temp"); return function () use ($o) { return "ran"; }; })()(), "\n";
echo "end\n";

try {
    $typed = function (int $x): int { return $x; };
    echo $typed("5"), "\n";
    $typed("no");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
$g = function ($a, $b = 2) { return $a * $b; };
echo $g(3), " ", $g(3, 3), "\n";
$v = function (...$xs) { return count($xs); };
echo $v(1, 2, 3), "\n";

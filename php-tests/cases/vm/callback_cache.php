<?php
// Callbacks a builtin calls many times (array_map, array_filter, usort, array_reduce,
// array_find): closures with captures, defaults, types, methods, statics, nesting.
$k = 3;
$n = 0;
$mul = function ($v) use ($k, &$n) { $n++; return $v * $k; };
print_r(array_map($mul, [1, 2, 3]));
echo "calls: $n\n";

// fewer arguments than parameters: defaults run; more: the extras are dropped
print_r(array_map(function ($a, $b = 10) { return $a + $b; }, [1, 2]));
print_r(array_map(function ($a, $b = 10) { return $a . '-' . $b; }, [1, 2], [3]));
print_r(array_map(fn() => func_get_args(), [1, 2]));
print_r(array_map(function ($a, $b = 'd') { return func_get_args(); }, ['x']));

// typed parameters: coercion and TypeError
print_r(array_map(fn(int $x) => $x * 2, ["5", 6.0, true]));
try {
    array_map(fn(int $x) => $x, [1, "abc"]);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

// methods, static methods, bound closures, strings
class C {
    public $f = 2;
    private static $calls = 0;
    public function m($x) { return $x * $this->f; }
    public static function s($x) { self::$calls++; return $x + self::$calls; }
    public function closure() { return function ($x) { return $x + $this->f; }; }
    private function priv($a, $b) { return $b <=> $a; }
    public function sortDesc(array $a) { usort($a, [$this, 'priv']); return $a; }
}
$o = new C;
print_r(array_map([$o, 'm'], [1, 2]));
print_r(array_map('C::s', [1, 2]));
print_r(array_map(['C', 's'], [1, 2]));
print_r(array_map($o->closure(), [1, 2]));
$b = Closure::bind(function ($x) { return $x * $this->f; }, $o, C::class);
print_r(array_map($b, [5, 6]));
print_r(array_map('strtoupper', ['a', 'b']));
print_r($o->sortDesc([3, 1, 2]));

// static variables of a closure keep counting across calls
$st = function ($x) { static $c = 0; $c++; return "$x:$c"; };
print_r(array_map($st, ['a', 'b', 'c']));

// filter modes, reduce, find
$a = ['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4];
print_r(array_filter($a, fn($v) => $v % 2 == 0));
print_r(array_filter($a, fn($k) => $k != 'b', ARRAY_FILTER_USE_KEY));
print_r(array_filter($a, fn($v, $k) => $v > 1 && $k != 'c', ARRAY_FILTER_USE_BOTH));
var_dump(array_reduce([1, 2, 3, 4], fn($c, $v) => $c + $v, 10));
var_dump(array_find($a, fn($v) => $v > 2));
var_dump(array_any($a, fn($v, $k) => $k === 'd'));

// nested: the same closure used by a builtin inside its own callback
$inner = function ($x) use (&$inner) {
    return is_array($x) ? array_sum(array_map($inner, $x)) : $x * 10;
};
var_dump(array_sum(array_map($inner, [1, [2, 3], [[4]]])));

// usort with references in the array and a by-reference capture
$x = 5;
$arr = [3, &$x, 1, 4];
$cmp = 0;
usort($arr, function ($p, $q) use (&$cmp) { $cmp++; return $p <=> $q; });
print_r($arr);
var_dump($cmp > 0);
$x = 50;
print_r($arr);

// uasort / uksort keep keys
$h = ['x' => 3, 'y' => 1, 'z' => 2];
uasort($h, fn($a, $b) => $a - $b);
print_r($h);
uksort($h, fn($a, $b) => strcmp($b, $a));
print_r($h);

// a generator function as the callback (not a plain function)
print_r(array_map(function ($x) { yield $x; }, [1])[0] instanceof Generator);
echo "\n";

// exception from a comparator: the trace shows the builtin
$s = [3, 2, 1];
try {
    usort($s, function ($a, $b) { if ($a == 1 || $b == 1) throw new RuntimeException("no"); return $a <=> $b; });
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n";
    foreach ($e->getTrace() as $i => $t) {
        $f = str_starts_with($t['function'], '{closure') ? '{closure}' : $t['function'];
        echo "#$i ", $f, isset($t['line']) ? " line " . $t['line'] : " [internal]", "\n";
    }
}

// the callback changes the array being mapped: the builtin works on its copy
$src = [1, 2, 3];
print_r(array_map(function ($v) use (&$src) { $src[] = $v; return $v; }, $src));
echo count($src), "\n";

// more arguments than parameters, with an array of a long list
$big = range(1, 2000);
usort($big, fn($a, $b) => $b <=> $a);
echo $big[0], " ", $big[1999], "\n";
echo array_sum(array_map(fn($v) => $v * 2, $big)), "\n";

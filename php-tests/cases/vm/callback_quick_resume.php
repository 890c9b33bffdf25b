<?php
// A builtin's callback called many times, with what happens between two calls: warnings
// and deprecations to deliver, error handlers, exceptions part way, destructors, by-ref
// parameters, extra arguments, and callbacks that change what is being walked.

// usort: bool results (deprecated once per call), floats, strings, null
$a = [3, 1, 2, 5, 4];
usort($a, fn($x, $y) => $x > $y);
echo implode(',', $a), "\n";
$a = [3, 1, 2, 5, 4];
usort($a, fn($x, $y) => $x < $y);
echo implode(',', $a), "\n";
$a = [0.3, 0.1, 0.2];
usort($a, fn($x, $y) => $x - $y);
echo implode(',', $a), "\n";
$a = [3, 1, 2];
usort($a, fn($x, $y) => (string) ($x <=> $y));
echo implode(',', $a), "\n";
$a = [3, 1, 2];
usort($a, fn($x, $y) => null);
echo implode(',', $a), "\n";
$a = [3, 1, 2];
uasort($a, fn($x, $y) => "x");
echo implode(',', $a), "\n";

// a warning in every call, with and without an error handler
$r = array_map(function ($v) { return $v + $undefined; }, [1, 2, 3]);
echo implode(',', $r), "\n";
set_error_handler(function ($no, $msg) { echo "handler: $msg\n"; return true; });
$r = array_map(function ($v) { return $v . $undefined; }, ['a', 'b']);
echo implode(',', $r), "\n";
$a = [2, 1, 3];
usort($a, function ($x, $y) { return $x <=> $y + $nope; });
echo implode(',', $a), "\n";
restore_error_handler();

// a warning only in some calls
print_r(array_filter([1, 2, 3, 4], function ($v) { if ($v == 3) { echo $u; } return $v & 1; }));

// exceptions part way: the builtin stops, its result is not made
foreach (['array_map', 'array_filter', 'array_reduce', 'usort', 'array_find'] as $f) {
    $n = 0;
    $arr = [5, 4, 3, 2, 1];
    try {
        switch ($f) {
            case 'array_map': array_map(function ($v) use (&$n) { if (++$n == 3) throw new Exception("at $v"); return $v; }, $arr); break;
            case 'array_filter': array_filter($arr, function ($v) use (&$n) { if (++$n == 3) throw new Exception("at $v"); return true; }); break;
            case 'array_reduce': array_reduce($arr, function ($c, $v) use (&$n) { if (++$n == 3) throw new Exception("at $v"); return $c + $v; }, 0); break;
            // (the first call: php's zend_sort compares in another order than rphp's merge)
            case 'usort': usort($arr, function ($x, $y) use (&$n) { if (++$n == 1) throw new Exception("at first"); return $x <=> $y; }); break;
            case 'array_find': array_find($arr, function ($v) use (&$n) { if (++$n == 3) throw new Exception("at $v"); return false; }); break;
        }
    } catch (Exception $e) {
        echo "$f: ", $e->getMessage(), " after $n calls; ", implode(',', $arr), "\n";
    }
}

// a TypeError from the callback's parameter part way
try {
    array_map(fn(int $x) => $x, [1, 2, "three", 4]);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
// a TypeError from the callback's return type part way
try {
    usort($a, function ($x, $y): int { return ($x == 3 || $y == 3) ? "no" : $x <=> $y; });
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}

// destructors of objects made and dropped in each call run in the call
class D {
    function __construct(public $n) {}
    function __destruct() { echo "dtor {$this->n}\n"; }
}
$r = array_map(function ($v) { $d = new D($v); echo "call $v\n"; return $v * 2; }, [1, 2, 3]);
echo implode(',', $r), "\n";
$r = array_map(fn($v) => new D($v), [7, 8]);
echo "mapped\n";
unset($r);
echo "unset\n";

// by-reference parameters: php warns on each call and passes a temporary
$a = [1, 2];
$r = array_map(function (&$v) { $v *= 10; return $v; }, $a);
echo implode(',', $r), ' ', implode(',', $a), "\n";
var_dump(array_reduce([1, 2, 3], function (&$c, $v) { return $c + $v; }, 0));

// more arguments than parameters (ARRAY_FILTER_USE_BOTH to a one-parameter closure)
print_r(array_filter(['a' => 1, 'b' => 2], fn($v) => $v > 1, ARRAY_FILTER_USE_BOTH));
print_r(array_map(fn($x) => $x, [1, 2], [3, 4]));

// the callback sorts and maps inside itself (nested builtins with caches of their own)
$lists = [[3, 1, 2], [9, 7, 8]];
$r = array_map(function ($l) { usort($l, fn($x, $y) => $y <=> $x); return implode('', array_map(fn($v) => $v * 2, $l)); }, $lists);
print_r($r);

// the array being sorted is changed by the comparator: the sort works on its copy
$arr = [3, 1, 2];
usort($arr, function ($x, $y) use (&$arr) { $arr[] = 99; return $x <=> $y; });
echo implode(',', $arr), "\n";

// methods with $this and static, as callables; a callable string of a static method
class M {
    public $base = 100;
    function add($v) { return $v + $this->base; }
    static function who($v) { return static::class . $v; }
    function viaClosure() { return array_map(fn($v) => $v + $this->base, [1, 2]); }
}
class N extends M {}
$n = new N;
print_r(array_map([$n, 'add'], [1, 2]));
print_r(array_map([$n, 'who'], [1]));
print_r(array_map('N::who', [2]));
print_r(array_map([N::class, 'who'], [3]));
print_r($n->viaClosure());

// a backtrace inside a quick call
function show() {
    foreach (debug_backtrace() as $t) {
        echo isset($t['line']) ? $t['line'] : '-', ' ', $t['function'], "\n";
    }
    return 1;
}
array_map(function ($v) { return show(); }, [1, 2]);

// func_get_args and the argument count in quick calls
print_r(array_map(function ($a, $b = 'dflt') { return func_num_args() . ':' . implode('|', func_get_args()) . ":$b"; }, [1, 2]));

// array_find / array_any / array_all / array_find_key stop at their answer
$calls = 0;
var_dump(array_find_key(['x' => 1, 'y' => 2, 'z' => 3], function ($v) use (&$calls) { $calls++; return $v == 2; }), $calls);
$calls = 0;
var_dump(array_all([1, 2, 3], function ($v) use (&$calls) { $calls++; return $v < 2; }), $calls);

// a long map and filter (many quick calls in a row)
$big = range(1, 5000);
echo array_sum(array_filter(array_map(fn($v) => $v * 3, $big), fn($v) => $v % 2 == 0)), "\n";
$s = $big;
shuffle($s);
usort($s, fn($x, $y) => $x <=> $y);
var_dump($s === $big);
echo "done\n";

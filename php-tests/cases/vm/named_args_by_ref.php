<?php
// Named and unpacked arguments reaching by-reference parameters.
function inc(&$a = null, $b = null, &$c = null) { $a++; $c++; return func_num_args(); }
$x = $y = 0;
var_dump(inc(c: $y, a: $x), $x, $y);
$arr = ['p' => 1, 'q' => [5]];
inc(a: $arr['p'], c: $arr['q'][0]);
var_dump($arr);
$o = new stdClass;
$o->n = 1;
inc(c: $o->n);
var_dump($o->n);
function collect(&...$all) { foreach ($all as $k => &$v) { $v = "set $k"; } }
$m = $n = null;
collect(first: $m, second: $n);
var_dump($m, $n);
// unpacking an array variable: by-reference parameters write through to it
$args = [1, 'x', 3];
$copy = $args;
inc(...$args);
var_dump($args, $copy);
$named = ['c' => 10, 'a' => 20];
inc(...$named);
var_dump($named);
// unpacking a Traversable cannot pass by reference
inc(...new ArrayIterator([1, 2, 3]));
inc(...new ArrayIterator(['c' => 1]));
try {
    inc(c: 5);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

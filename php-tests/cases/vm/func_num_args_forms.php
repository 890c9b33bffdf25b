<?php
// func_num_args() in every kind of frame
function none() { return func_num_args(); }
function two($a, $b = 2) { return func_num_args(); }
function rest($a, ...$r) { return func_num_args(); }
class K {
    function m($x = 1) { return func_num_args(); }
    static function s() { return func_num_args(); }
}
$c = function ($a) { return func_num_args(); };
$arrow = fn($a, $b = 0) => func_num_args();
for ($i = 0; $i < 2; $i++) {
    echo none(), none(1, 2), two(1), two(1, 2), two(1, 2, 3, 4), rest(1), rest(1, 2, 3), rest(1, ...[5, 6]), "\n";
    echo (new K)->m(), (new K)->m(1, 2), K::s(1, 2, 3), $c(1), $c(1, 2), $arrow(1), $arrow(1, 2, 3), "\n";
    echo two(b: 5, a: 1), rest(1, x: 2), call_user_func('two', 1, 2, 3), "\n";
}
function gen() { yield func_num_args(); }
foreach (gen(1, 2) as $v) echo $v, "\n";
try { echo func_num_args(), "\n"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
function gen() { yield 'a' => 1; yield 'a' => 2; yield 'b' => 3; }
var_dump(iterator_to_array(gen()), iterator_to_array(gen(), false), iterator_count(gen()), iterator_to_array(new ArrayIterator([5 => 'x', 'y'])), iterator_to_array([1, 2, 'k' => 3]), iterator_count([1, 2]), iterator_to_array([3 => 'a'], false));
$it = new ArrayIterator([1, 2, 3]); $seen = [];
var_dump(iterator_apply($it, function () use ($it, &$seen) { $seen[] = $it->current(); return $it->current() < 2; }), $seen);
var_dump(iterator_apply($it, fn($x) => true, [1]));
t(fn() => iterator_apply($it, 'nope'));
t(fn() => iterator_apply($it, fn() => true, 'x'));
t(fn() => iterator_to_array('x'));
t(fn() => iterator_count(5));
function gk() { yield [1] => 1; }
t(fn() => iterator_to_array(gk()));
function gf() { yield 1.5 => 'a'; yield true => 'b'; yield null => 'c'; }
t(fn() => iterator_to_array(gf()));

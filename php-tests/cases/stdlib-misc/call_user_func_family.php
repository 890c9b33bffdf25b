<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
function add($a, $b = 10) { return $a + $b; }
function byref(&$x) { $x++; return $x; }
class M { static function s(...$a) { return implode(',', $a); } function i($x) { return $x * 2; } }
var_dump(call_user_func('add', 1, 2), call_user_func('add', 1), call_user_func_array('add', [5, 6]), call_user_func('M::s', 1, 2, 3), call_user_func(['M', 's']), call_user_func([new M, 'i'], 21), call_user_func_array(fn(...$a) => count($a), [1, 2, 3]), call_user_func('strtoupper', 'abc'));
t(fn() => call_user_func('nope'));
t(fn() => call_user_func(['M', 'nope']));
t(fn() => call_user_func_array('add', []));
t(fn() => call_user_func());
function va() { return [func_num_args(), func_get_args(), func_num_args() > 1 ? func_get_arg(1) : null]; }
var_dump(va(), va(1, 'two', [3]));
t(fn() => func_get_arg(0));

<?php
// Named arguments through call_user_func(_array) and to builtins out of order.
$test = function ($a = 'a', $b = 'b', $c = 'c') { echo "a = $a, b = $b, c = $c\n"; };
$variadic = function (...$args) { var_dump($args); };
function show(Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
call_user_func_array($test, ['A', 'c' => 'C']);
call_user_func_array($test, ['c' => 'C', 'a' => 'A']);
call_user_func_array($variadic, ['A', 'c' => 'C']);
try { call_user_func_array($test, ['d' => 'D']); } catch (Error $e) { show($e); }
try { call_user_func_array($test, ['a' => 'A', 'B']); } catch (Error $e) { show($e); }
call_user_func($test, 'A', c: 'C');
call_user_func($test, c: 'C');
call_user_func($variadic, 'A', c: 'C');
call_user_func('call_user_func', $test, c: 'D');
class P {
    public function __call($name, $args) { var_dump($name, $args); }
    public function m($x = 1, $y = 2) { echo "m($x, $y)\n"; }
}
call_user_func_array([new P, 'magic'], ['x' => 1, 'y' => 2]);
call_user_func_array([new P, 'm'], ['y' => 'Y']);
var_dump(array_slice(length: 2, offset: 1, array: [1, 2, 3, 4]));
var_dump(array_slice([1, 2, 3], preserve_keys: true, offset: 1));
try { var_dump(array_keys(strict: true)); } catch (Error $e) { show($e); }
try { array_slice([1], 0, offset: 1); } catch (Error $e) { show($e); }
try { strlen(nope: 1); } catch (Error $e) { show($e); }

<?php
function hello($n) { return "hello $n"; }
$f = 'hello';
echo $f('world'), "\n";
echo call_user_func('hello', 'cuf'), "\n";
echo call_user_func_array('hello', ['cufa']), "\n";
echo call_user_func('strtoupper' === 'x' ? 'a' : 'hello', 'ternary'), "\n";
var_dump(is_callable('hello'), is_callable('nope'), is_callable(fn() => 1));
$fns = ['hello', fn($x) => "arrow $x"];
foreach ($fns as $fn) echo $fn('loop'), "\n";

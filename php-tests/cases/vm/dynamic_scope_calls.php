<?php
// extract/compact/get_defined_vars/func_get_args/func_get_arg/func_num_args cannot be called dynamically
function attempt($c) {
    try {
        $c();
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}

function test() {
    $cases = [
        'extract' => [['a' => 1]], 'compact' => ['a'], 'get_defined_vars' => [],
        'func_get_args' => [], 'func_get_arg' => [0], 'func_num_args' => [],
        'EXTRACT' => [['b' => 1]], '\\compact' => ['a', 'b'],
    ];
    foreach ($cases as $name => $args) {
        attempt(fn() => $name(...$args));
        attempt(fn() => call_user_func($name, ...$args));
        attempt(fn() => call_user_func_array($name, $args));
    }
    attempt(fn() => array_map('extract', [['a' => 1]]));
    // php checks the arguments first
    attempt(fn() => call_user_func('get_defined_vars', 1));
    attempt(fn() => call_user_func('compact'));
    attempt(fn() => get_defined_vars(1));
    // direct calls still work
    $x = 1;
    var_dump(compact('x'), extract(['y' => 2]), $y, func_num_args());
}
test(1, 2);

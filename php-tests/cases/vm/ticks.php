<?php
// declare(ticks=N): every N-th statement runs the tick functions, with their arguments
$n = 0;
function counter($label, &$unused = null) { global $n; $n++; echo "tick $label $n\n"; }
register_tick_function('counter', 'A');
echo "no ticks yet\n";
declare(ticks=2) {
    $a = 1;
    $b = 2;
    $c = 3;
    if ($a) {
        $d = 4;
    }
}
echo "outside: $n\n";
function inside() {
    declare(ticks=1);
    $x = 1;
    return $x;
}
inside();
echo "after inside: $n\n";
var_dump(unregister_tick_function('COUNTER'));
declare(ticks=1);
$e = 5;
echo "none registered: $n\n";
// a tick function that unregisters itself, and one that registers another
function selfish() {
    echo "selfish\n";
    try {
        unregister_tick_function('selfish');
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
register_tick_function('selfish');
unregister_tick_function('selfish');
$obj = new class { public $calls = 0; function __invoke() { $this->calls++; } };
register_tick_function($obj);
$f = 1;
$g = 2;
unregister_tick_function($obj);
echo "invokable ran {$obj->calls} times\n";
register_tick_function(function (...$args) { echo "closure ", implode(",", $args), "\n"; }, 1, 2);
$h = 3;
try {
    register_tick_function("no_such_fn");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo "end\n";

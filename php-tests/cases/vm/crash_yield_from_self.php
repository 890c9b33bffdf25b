<?php
// `yield from` of the generator that is running used to panic ("RefCell already borrowed").
function gen() {
    yield from yield;
}
$gen = gen();
try {
    $gen->send($gen);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
function outer() {
    global $o;
    yield 1;
    yield from $o;
}
$o = outer();
foreach ($o as $v) {
    echo $v, "\n";
    try {
        $o->next();
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}

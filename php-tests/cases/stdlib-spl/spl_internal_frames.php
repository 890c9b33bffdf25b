<?php
// SPL methods are internal functions: an argument-count error shows their frame, the
// unserialize() a class's own reader runs shows it as an internal call, and a dual
// iterator's forwarded method is called as the inner iterator's, with no __call frame
function f() {
    try {
        new AppendIterator(null);
    } catch (ArgumentCountError $e) {
        echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    }
    try {
        (new ArrayIterator([1]))->count(7);
    } catch (ArgumentCountError $e) {
        echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    }
    try {
        array_map([new ArrayIterator([]), 'count'], [1]);
    } catch (ArgumentCountError $e) {
        echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    }
}
f();

foreach (['C:11:"ArrayObject":11:{x:i:0;r:3;X}', 'C:16:"SplObjectStorage":11:{x:i:1;r:3;X}', 'C:19:"SplDoublyLinkedList":5:{i:0;z}'] as $s) {
    try {
        unserialize($s);
    } catch (Exception $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    }
}

class Inner extends ArrayIterator {
    function boom($x) { throw new Exception("boom $x"); }
}
$it = new IteratorIterator(new Inner([1, 2]));
try {
    $it->boom(5);
} catch (Exception $e) {
    echo $e->getTraceAsString(), "\n";
}
var_dump($it->count());
var_dump(method_exists('IteratorIterator', '__call'), is_callable([$it, 'count']), is_callable([$it, 'nope']));
var_dump(call_user_func([$it, 'count']));
try {
    $it->nope();
} catch (Error $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
$outer = new LimitIterator(new IteratorIterator(new ArrayIterator([1, 2, 3])), 1);
var_dump($outer->count());
$rii = new RecursiveIteratorIterator(new RecursiveArrayIterator([1, [2, 3]]));
var_dump($rii->count());
try {
    (new AppendIterator())->undefined();
} catch (Error $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
// method_exists() asks the dual iterator's handler too
var_dump(method_exists($it, 'count'), method_exists($it, 'getArrayCopy'), method_exists($it, 'nope'));

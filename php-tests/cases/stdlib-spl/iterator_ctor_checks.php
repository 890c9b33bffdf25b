<?php
// RecursiveTreeIterator over a non-recursive iterator: the inner RecursiveCachingIterator refuses it
try {
    new RecursiveTreeIterator(new ArrayIterator([]));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    new RecursiveCachingIterator(new ArrayIterator([]));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
// ParentIterator has its own constructor
class MyParentIterator extends ParentIterator {}
try {
    new MyParentIterator();
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
$p = new ParentIterator(new RecursiveArrayIterator([1, [2, 3], 4]));
foreach ($p as $k => $v) {
    echo $k, "\n";
}

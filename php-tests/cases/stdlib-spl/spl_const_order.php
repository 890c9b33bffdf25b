<?php
// an internal class's constants: the inherited ones first, then its own
foreach (['RecursiveArrayIterator', 'RecursiveCachingIterator', 'RecursiveRegexIterator', 'SplTempFileObject', 'RecursiveTreeIterator'] as $c) {
    echo $c, ': ', implode(' ', array_keys((new ReflectionClass($c))->getConstants())), "\n";
}
class Mine extends RecursiveArrayIterator { const MINE = 1; }
echo implode(' ', array_keys((new ReflectionClass('Mine'))->getConstants())), "\n";

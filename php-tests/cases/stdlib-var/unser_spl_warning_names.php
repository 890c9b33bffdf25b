<?php
// Warnings raised while SPL's Serializable texts are read name the method reading them,
// as php's active function.
foreach ([
    ['ArrayObject', 'x:i:0;a:1:{i:0;'],
    ['ArrayObject', 'x:i:1;O:8:"stdClass":1:{};m:a:0:{}'],
    ['SplObjectStorage', 'x:i:1;O:8:"stdClass":1:{};m:a:0:{}'],
    ['ArrayIterator', 'x:i:0;a:1:{i:0;i:99999999999999999999;};m:a:0:{}'],
    ['SplObjectStorage', 'x:i:1;O:8:"stdClass":0:{}'],
    ['SplDoublyLinkedList', 'i:0;:a:1:{i:0;'],
] as [$class, $inner]) {
    $s = 'C:' . strlen($class) . ':"' . $class . '":' . strlen($inner) . ':{' . $inner . '}';
    try {
        echo get_class(unserialize($s)), "\n";
    } catch (Exception $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}

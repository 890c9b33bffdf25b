<?php
// __unserialize of ArrayObject/ArrayIterator, SplDoublyLinkedList and SplObjectStorage
// checks its parts as php does
$cases = [
    'O:13:"ArrayIterator":2:{i:0;i:0;s:1:"x";R:2;}',
    'O:11:"ArrayObject":0:{}',
    'O:11:"ArrayObject":3:{i:0;s:1:"x";i:1;a:0:{}i:2;a:0:{}}',
    'O:11:"ArrayObject":3:{i:0;i:0;i:1;i:1;i:2;a:0:{}}',
    'O:11:"ArrayObject":4:{i:0;i:0;i:1;a:0:{}i:2;a:0:{}i:3;i:5;}',
    'O:11:"ArrayObject":4:{i:0;i:0;i:1;a:0:{}i:2;a:0:{}i:3;s:7:"Missing";}',
    'O:11:"ArrayObject":4:{i:0;i:0;i:1;a:0:{}i:2;a:0:{}i:3;s:8:"stdClass";}',
    'O:11:"ArrayObject":4:{i:0;i:0;i:1;a:1:{i:0;i:1;}i:2;a:0:{}i:3;s:13:"ArrayIterator";}',
    'O:19:"SplDoublyLinkedList":0:{}',
    'O:19:"SplDoublyLinkedList":3:{i:0;i:0;i:1;i:0;i:2;a:0:{}}',
    'O:19:"SplDoublyLinkedList":3:{i:0;i:0;i:1;a:2:{i:0;i:1;i:1;i:2;}i:2;a:0:{}}',
    'O:16:"SplObjectStorage":0:{}',
    'O:16:"SplObjectStorage":2:{i:0;a:1:{i:0;i:1;}i:1;a:0:{}}',
    'O:16:"SplObjectStorage":2:{i:0;a:2:{i:0;i:1;i:1;i:2;}i:1;a:0:{}}',
    'O:16:"SplObjectStorage":2:{i:0;a:2:{i:0;O:8:"stdClass":0:{}i:1;i:2;}i:1;a:0:{}}',
];
foreach ($cases as $c) {
    try {
        var_dump(unserialize($c));
    } catch (Exception $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

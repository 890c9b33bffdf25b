<?php
$s = new SplObjectStorage();
foreach (['offsetSet', 'offsetExists', 'offsetGet', 'offsetUnset'] as $m) {
    try {
        $s->$m('invalid');
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    $s['invalid'] = 123;
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    var_dump(isset($s['invalid']));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}

// a doubly linked list iterates in the mode it was rewound with
$list = new SplDoublyLinkedList();
$list->push(1);
$list->push(2);
$list->push(3);
foreach ($list as $item) {
    $list->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO);
    echo $item, "\n";
}
foreach ($list as $item) {
    $list->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO);
    echo $item, "\n";
}

// openFile's context must be a resource
$x = new SplFileInfo(__FILE__);
try {
    $x->openFile('', false, []);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}

<?php
// SplDoublyLinkedList::serialize() walks the live list
class C {
    function __serialize(): array {
        global $list;
        $list->pop();
        return [];
    }
}
$list = new SplDoublyLinkedList;
$list->add(0, new C);
$list->add(1, 1);
var_dump($list->serialize());
class D {
    function __serialize(): array {
        global $l2;
        $l2->push('x');
        return [];
    }
}
$l2 = new SplDoublyLinkedList;
$l2->push(new D);
var_dump($l2->serialize(), count($l2));

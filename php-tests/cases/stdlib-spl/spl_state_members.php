<?php
// SplDoublyLinkedList, SplHeap, SplPriorityQueue subclasses: their own properties show
// before the internal state in var_dump, are serialized as members and restored, and the
// state is no property for (array)/var_export/json_encode
class L extends SplDoublyLinkedList {
    private $unused = 123;
    protected $prot = 'p';
    public $pub = 'x';
}
$l = new L();
$l->push(1);
var_dump($l);
var_dump($l->__serialize());
$u = unserialize(serialize($l));
var_dump($u);
var_dump((array) $l, json_encode($l));
var_export($l);
echo "\n";

class H extends SplMinHeap {
    public $fail = true;
    protected function compare($a, $b): int { return parent::compare($a, $b); }
}
$h = new H();
$h->insert(3);
$h->insert(1);
var_dump($h, (array) $h);
class Q extends SplPriorityQueue {
    private $extra = [1];
}
$q = new Q();
$q->insert('a', 1);
print_r($q);
echo "\n";
var_dump((array) $q);

<?php
// each foreach over an SplDoublyLinkedList has its own position
$l = new SplDoublyLinkedList();
foreach ([1, 2, 3] as $v) { $l->push($v); }
foreach ($l as $k => $v) {
    foreach ($l as $k2 => $v2) { echo "$k=>$v $k2=>$v2\n"; }
}
// the list's own position is untouched by a foreach
$l->rewind();
$l->next();
foreach ($l as $v) {}
var_dump($l->current(), $l->key());
// LIFO and delete modes, with the mode taken at the loop's start
$s = new SplStack();
foreach (['a', 'b', 'c'] as $v) { $s->push($v); }
foreach ($s as $k => $v) { echo "$k=>$v\n"; }
$q = new SplQueue();
$q->setIteratorMode(SplDoublyLinkedList::IT_MODE_DELETE);
foreach ([4, 5, 6] as $v) { $q->push($v); }
foreach ($q as $k => $v) { echo "$k=>$v count=", count($q), "\n"; }
var_dump(count($q));
// popping during the loop
$p = new SplDoublyLinkedList();
foreach ([7, 8, 9] as $v) { $p->push($v); }
foreach ($p as $k => $v) { echo "$k=>$v popped ", $p->pop(), "\n"; }
// a subclass overriding an Iterator method is walked through its methods
class Noisy extends SplDoublyLinkedList {
    public function current(): mixed { echo "current\n"; return parent::current(); }
}
$n = new Noisy();
$n->push(1);
$n->push(2);
foreach ($n as $v) {
    foreach ($n as $w) { echo "$v $w\n"; }
}
// by reference is refused
try {
    foreach ($l as &$r) {}
} catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

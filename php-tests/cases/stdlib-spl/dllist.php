<?php
$l = new SplDoublyLinkedList;
var_dump($l, $l->isEmpty(), count($l));
$l->push(1); $l->push(2); $l->unshift(0); $l[] = 3;
var_dump($l->top(), $l->bottom(), $l[1], isset($l[3]), isset($l[4]), $l->count());
foreach ($l as $k => $v) { echo "$k: $v\n"; }
$l->add(1, 'ins'); $l->offsetSet(0, 'zero'); unset($l[2]);
var_dump($l);
var_dump($l->pop(), $l->shift(), $l->getIteratorMode());
$l->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO);
foreach ($l as $k => $v) { echo "$k: $v\n"; }
$l->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO | SplDoublyLinkedList::IT_MODE_DELETE);
foreach ($l as $k => $v) { echo "$k: $v\n"; }
var_dump(count($l));
foreach (['pop', 'shift', 'top', 'bottom'] as $m) {
    try { $l->$m(); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$fs = [fn() => $l[5], fn() => $l[-1], fn() => $l->offsetSet(3, 1), fn() => $l->offsetUnset(0), fn() => $l->add(2, 1)];
foreach ($fs as $f) {
    try { $f(); } catch (OutOfRangeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$s = new SplStack;
$s->push(1); $s->push(2); $s->push(3);
var_dump($s, $s->top(), $s[0], $s->pop());
foreach ($s as $k => $v) { echo "$k: $v\n"; }
try { $s->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$q = new SplQueue;
$q->enqueue('a'); $q->enqueue('b'); $q[] = 'c';
var_dump($q, $q->dequeue(), count($q));
foreach ($q as $k => $v) { echo "$k: $v\n"; }
var_dump($q instanceof SplDoublyLinkedList, $q instanceof Iterator, $q instanceof ArrayAccess);

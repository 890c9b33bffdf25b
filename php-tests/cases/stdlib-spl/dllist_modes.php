<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$l = new SplDoublyLinkedList; foreach ([1, 2, 3, 4] as $v) $l->push($v); $l->unshift(0);
foreach ($l as $k => $v) echo "$k=$v "; echo "\n";
$l->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO); foreach ($l as $k => $v) echo "$k=$v "; echo "\n";
var_dump($l->getIteratorMode());
$l->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO | SplDoublyLinkedList::IT_MODE_DELETE); foreach ($l as $v) echo $v; echo " left=", count($l), "\n";
$l->push('a'); $l->push('b'); $l->push('c');
$l->add(1, 'ins'); $l->add(4, 'end'); var_dump(iterator_to_array($l, false));
t(fn() => $l->add(10, 'x'));
t(fn() => $l->add(-1, 'x'));
t(fn() => $l->offsetGet(99));
t(fn() => $l->offsetSet(99, 'x'));
t(fn() => $l->offsetUnset(99));
var_dump($l->offsetExists(1), $l->bottom(), $l->top(), $l->shift(), $l->pop(), iterator_to_array($l, false));
$e = new SplDoublyLinkedList;
t(fn() => $e->pop());
t(fn() => $e->shift());
t(fn() => $e->top());
t(fn() => $e->bottom());
$s = new SplStack; t(fn() => $s->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO));
$s->push(1); $s->push(2); $s[] = 3; foreach ($s as $v) echo $v; echo "\n";
$q = new SplQueue; $q->enqueue('a'); $q->enqueue('b'); var_dump($q->dequeue(), count($q), $q->isEmpty());
t(fn() => $q->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO));
var_dump(serialize($q), iterator_to_array(unserialize(serialize($q))));

<?php
// iteration state belongs to each object: reused object ids start fresh, clones copy it
$a = new ArrayIterator([1, 2, 3]);
$a->next();
$a->setFlags(ArrayIterator::ARRAY_AS_PROPS);
unset($a);
$b = new ArrayIterator([7, 8, 9]);
var_dump($b->current(), $b->key(), $b->getFlags());

$l = new SplDoublyLinkedList();
$l->push('x');
$l->push('y');
$l->rewind();
$l->next();
unset($l);
$m = new SplDoublyLinkedList();
$m->push('p');
var_dump($m->valid(), $m->current());
$m->rewind();
var_dump($m->current());

$s = new SplObjectStorage();
$o1 = new stdClass();
$o2 = new stdClass();
$s[$o1] = 1;
$s[$o2] = 2;
$s->rewind();
$s->next();
$c = clone $s;
var_dump($c->key(), $s->key(), count($c));

$ao = new ArrayObject([1, 2], ArrayObject::ARRAY_AS_PROPS, 'RecursiveArrayIterator');
$ao2 = clone $ao;
var_dump($ao2->getFlags(), $ao2->getIteratorClass(), $ao2->count());
$ao2->setFlags(0);
var_dump($ao->getFlags(), $ao2->getFlags());

$f = SplFixedArray::fromArray([1, 2, 3]);
$g = clone $f;
$g[0] = 100;
var_dump($f[0], $g[0]);
var_dump($f, (array) $f === [] || true);

$ii = new IteratorIterator(new ArrayIterator(['k' => 'v']));
$ii->rewind();
var_dump($ii);
var_dump(serialize(new ArrayIterator([1])));
$li = new LimitIterator(new ArrayIterator([1, 2, 3]), 1);
var_dump(get_object_vars($li), (array) $li);

<?php
// a by-reference foreach over an ArrayIterator moves the iterator itself; iterator_count()
// and iterator_apply() over an SplDoublyLinkedList walk its own iterator (the list's
// position stays); RecursiveArrayIterator's hasChildren() reads the element, not current()
$it = new ArrayIterator([1, 2, 3]);
foreach ($it as $k => &$v) {
    $v *= 10;
    echo "$k: ", $it->key(), ' ', var_export($it->current(), true), "\n";
}
unset($v);
var_dump($it->valid(), $it->key(), $it->getArrayCopy());
$it->rewind();
$it->next();
foreach ($it as &$v) { echo $it->key(), "\n"; if ($v == 20) break; }
unset($v);
var_dump($it->key());

$l = new SplDoublyLinkedList();
$l->push('a'); $l->push('b'); $l->push('c');
$l->rewind();
$l->next();
var_dump($l->current());
var_dump(iterator_to_array($l));
var_dump($l->current(), $l->key());
var_dump(iterator_count($l));
var_dump($l->current(), $l->key());
$q = new SplQueue(); $q->push(1); $q->push(2); $q->rewind();
var_dump(iterator_to_array($q), $q->current(), $q->valid());
$s = new SplStack(); $s->push(1); $s->push(2); $s->rewind(); $s->next();
var_dump(iterator_to_array($s), $s->current());
class R extends RecursiveArrayIterator {
    function current(): mixed { echo "current\n"; return parent::current(); }
    function key(): string|int|null { echo "key\n"; return parent::key(); }
}
$rii = new RecursiveIteratorIterator(new R([1, [2]]));
var_dump(iterator_count($rii));
var_dump(iterator_apply($rii, function () { echo "cb\n"; return true; }));
$f = new SplFixedArray(3);
var_dump(iterator_count($f));
$l = new SplDoublyLinkedList(); $l->push(1); $l->push(2); $l->rewind(); $l->next();
var_dump(iterator_apply($l, function () use ($l) { echo "cb ", $l->current(), "\n"; return true; }));
var_dump($l->current());

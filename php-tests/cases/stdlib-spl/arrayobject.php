<?php
$a = new ArrayObject([3, 1, 'x' => 2]);
var_dump($a, count($a), $a['x'], isset($a['x']), isset($a['nope']), $a->getFlags());
$a[] = 9; $a['y'] = 'why'; unset($a[0]);
var_dump($a->getArrayCopy());
$a->append('app');
foreach ($a as $k => $v) { echo "$k => $v\n"; }
var_dump($a->offsetExists(1), $a->offsetGet(1));
echo @$a['missing'], "\n";
echo $a['missing2'] ?? 'dflt', "\n";
$b = new ArrayObject(['b' => 2, 'a' => 1, 'c' => 3]);
$b->ksort(); var_dump($b->getArrayCopy());
$b->asort(); var_dump($b->getArrayCopy());
$b->uasort(fn($x, $y) => $y <=> $x); var_dump($b->getArrayCopy());
$b->uksort(fn($x, $y) => strcmp($x, $y)); var_dump($b->getArrayCopy());
$n = new ArrayObject(['img12', 'img10', 'IMG2', 'img1']);
$n->natsort(); var_dump($n->getArrayCopy());
$n->natcasesort(); var_dump($n->getArrayCopy());
var_dump($b->exchangeArray([7, 8]), $b->getArrayCopy(), $b->getIteratorClass());
$c = new ArrayObject([], ArrayObject::ARRAY_AS_PROPS);
$c->x = 1; $c['y'] = 2;
var_dump($c->x, $c->y, isset($c->x), $c, $c->getFlags());
unset($c->x); var_dump(count($c));
$it = $a->getIterator();
var_dump(get_class($it), $it->count());
class MyIt extends ArrayIterator {}
$d = new ArrayObject([1, 2], 0, 'MyIt');
var_dump(get_class($d->getIterator()), $d->getIteratorClass());
try { $d->setIteratorClass('stdClass'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$i = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3]);
var_dump($i);
for ($i->rewind(); $i->valid(); $i->next()) { var_dump($i->key(), $i->current()); }
var_dump($i->valid(), $i->current(), $i->key());
$i->seek(1); var_dump($i->current());
try { $i->seek(5); } catch (OutOfBoundsException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = new RecursiveArrayIterator([1, [2, 3], 4]);
foreach ($r as $k => $v) { var_dump($r->hasChildren()); }
$r->rewind(); $r->next();
var_dump($r->getChildren()->getArrayCopy());
var_dump(iterator_to_array(new ArrayIterator(['k' => 'v'])));
$w = new ArrayObject([1, 2, 3]);
var_dump(iterator_count($w), $w instanceof Countable, $w instanceof IteratorAggregate, $w instanceof ArrayAccess);

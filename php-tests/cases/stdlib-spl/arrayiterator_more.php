<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$it = new ArrayIterator(['b' => 2, 'a' => 1, 'c' => 3]);
$it->ksort(); var_dump(iterator_to_array($it)); $it->asort(); $it->uasort(fn($x, $y) => $y <=> $x); var_dump(iterator_to_array($it)); $it->uksort('strcmp'); var_dump($it->getArrayCopy());
$n = new ArrayIterator(['img12', 'img10', 'IMG2']); $n->natcasesort(); var_dump($n->getArrayCopy()); $n->natsort(); var_dump($n->getArrayCopy());
$it->seek(1); var_dump($it->key(), $it->current());
t(fn() => $it->seek(3));
t(fn() => $it->seek(-1));
$it['d'] = 4; $it->append(5); var_dump(count($it), $it->offsetGet('d'), $it->offsetExists('zz'), $it->getFlags());
t(fn() => $it['zz']);
$p = new ArrayIterator(['x' => 1], ArrayIterator::ARRAY_AS_PROPS); var_dump($p->x, isset($p->x));
$o = new stdClass; $o->q = 1; $oi = new ArrayIterator($o); var_dump(iterator_to_array($oi));
var_dump(serialize(new ArrayIterator([1, 2])));
$r = new RecursiveArrayIterator([1, [2, [3]], 4]); var_dump($r->hasChildren(), iterator_to_array(new RecursiveIteratorIterator($r), false));

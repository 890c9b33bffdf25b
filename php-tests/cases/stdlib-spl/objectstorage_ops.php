<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = new SplObjectStorage; $a = new stdClass; $b = new stdClass; $c = new ArrayObject;
$s->attach($a); $s->attach($b, 'data-b'); $s[$c] = [1, 2]; $s->attach($a, 'again');
var_dump(count($s), $s->contains($a), $s[$a], $s[$b], $s[$c], isset($s[$b]), $s->offsetExists(new stdClass));
foreach ($s as $i => $obj) { var_dump($i, get_class($obj), $s->getInfo()); $s->setInfo("info$i"); }
var_dump($s[$a], $s[$c]);
$s->detach($b); unset($s[$c]); var_dump(count($s), $s->contains($b));
t(fn() => $s[new stdClass]);
t(fn() => $s->offsetGet(new stdClass));
$t = new SplObjectStorage; $t->attach($b); $t->attach($c);
$s->addAll($t); var_dump(count($s));
$u = new SplObjectStorage; $u->attach($c); $s->removeAll($u); var_dump(count($s), $s->contains($c));
$s->removeAllExcept($t); var_dump(count($s), $s->contains($b), $s->contains($a));
var_dump($s->getHash($a) === spl_object_hash($a), count($s, COUNT_RECURSIVE));
$s2 = clone $s; $s2->attach(new stdClass); var_dump(count($s), count($s2));
$e = new SplObjectStorage; $e->rewind(); var_dump($e->valid(), $e->current(), $e->key());
var_dump($s->seek(0) ?? null);
t(fn() => $s->seek(5));

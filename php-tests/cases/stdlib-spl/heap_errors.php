<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$h = new SplMinHeap; foreach ([5, 1, 8, 3, 1, 9] as $v) $h->insert($v);
var_dump(count($h), $h->top(), $h->extract(), $h->top(), $h->isEmpty());
foreach ($h as $k => $v) echo "$k=>$v "; echo "\n"; var_dump(count($h), $h->valid());
t(fn() => $h->top());
t(fn() => $h->extract());
$mx = new SplMaxHeap; foreach (['b', 'a', 'c', [1], [0, 0]] as $v) $mx->insert($v);
while (!$mx->isEmpty()) var_dump($mx->extract());
class RevHeap extends SplHeap { protected function compare(mixed $a, mixed $b): int { return strlen($b) <=> strlen($a); } }
$r = new RevHeap; foreach (['ccc', 'a', 'bb', 'dddd'] as $v) $r->insert($v); foreach ($r as $v) echo $v, ' '; echo "\n";
class BadHeap extends SplMinHeap { protected function compare(mixed $a, mixed $b): int { if ($a === 3 || $b === 3) throw new RuntimeException('boom'); return parent::compare($a, $b); } }
$bh = new BadHeap; $bh->insert(1); $bh->insert(2);
t(fn() => $bh->insert(3));
var_dump($bh->isCorrupted());
t(fn() => $bh->top());
t(fn() => $bh->insert(4));
$bh->recoverFromCorruption(); var_dump($bh->isCorrupted(), count($bh));
$h2 = new SplMinHeap; $h2->insert(2); $h2->insert(1); $c = clone $h2; $c->extract(); var_dump(count($h2), count($c), $h2->key(), $h2->current());

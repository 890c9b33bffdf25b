<?php
$h = new SplMinHeap;
foreach ([5, 1, 8, 3, 9, 2] as $x) { $h->insert($x); }
var_dump(count($h), $h->top(), $h->isEmpty());
foreach ($h as $k => $v) { echo "$k: $v\n"; }
var_dump(count($h));
$m = new SplMaxHeap;
foreach (['b', 'z', 'a'] as $x) { $m->insert($x); }
var_dump($m);
while ($m->valid()) { var_dump($m->extract()); }
foreach (['extract', 'top'] as $f) {
    try { $m->$f(); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
class Bad extends SplHeap {
    protected function compare($a, $b): int { if ($a === 3 || $b === 3) { throw new Exception("no 3"); } return $a <=> $b; }
}
$b = new Bad; $b->insert(1); $b->insert(2);
try { $b->insert(3); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($b->isCorrupted());
try { $b->top(); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$b->recoverFromCorruption(); var_dump($b->isCorrupted(), count($b));
class Rev extends SplMinHeap { protected function compare($a, $b): int { return parent::compare($b, $a); } }
$r = new Rev; foreach ([3, 1, 2] as $x) { $r->insert($x); }
foreach ($r as $v) { echo $v, " "; } echo "\n";
$p = new SplPriorityQueue;
$p->insert('lo', 1); $p->insert('hi', 10); $p->insert('mid', 5);
var_dump(count($p), $p->top(), $p->getExtractFlags());
$p->setExtractFlags(SplPriorityQueue::EXTR_BOTH);
var_dump($p->extract());
$p->setExtractFlags(SplPriorityQueue::EXTR_PRIORITY);
var_dump($p->extract());
try { $p->setExtractFlags(0); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$p->setExtractFlags(SplPriorityQueue::EXTR_DATA);
foreach ($p as $v) { var_dump($v); }
$q = new SplPriorityQueue; $q->insert('a', [1, 2]); $q->insert('b', [1, 3]);
var_dump($q->extract());

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$q = new SplPriorityQueue;
foreach ([['lo', 1], ['hi', 10], ['mid', 5], ['mid2', 5], ['arr', [1, 2]]] as [$v, $p]) $q->insert($v, $p);
var_dump(count($q), $q->top(), $q->getExtractFlags());
$q->setExtractFlags(SplPriorityQueue::EXTR_BOTH); var_dump($q->top());
$q->setExtractFlags(SplPriorityQueue::EXTR_PRIORITY); var_dump($q->extract());
$q->setExtractFlags(SplPriorityQueue::EXTR_DATA);
while ($q->valid()) { var_dump($q->extract()); }
t(fn() => $q->extract());
t(fn() => $q->top());
t(fn() => $q->setExtractFlags(0));
var_dump(SplPriorityQueue::EXTR_DATA, SplPriorityQueue::EXTR_PRIORITY, SplPriorityQueue::EXTR_BOTH);
class MyPQ extends SplPriorityQueue { public function compare(mixed $a, mixed $b): int { return $b <=> $a; } }
$m = new MyPQ; $m->insert('a', 3); $m->insert('b', 1); $m->insert('c', 2); foreach ($m as $v) echo $v; echo "\n";
$m2 = new SplPriorityQueue; $m2->insert('x', 1); var_dump($m2->compare(1, 2), $m2->compare(2, 1), $m2->isCorrupted());

<?php
$s = new SplObjectStorage;
$a = new stdClass; $a->n = 'a';
$b = new stdClass; $b->n = 'b';
$s->attach($a); $s->attach($b, 'data-b'); $s->attach($a, 'again');
var_dump($s, count($s), $s->contains($a), $s[$b], isset($s[$b]));
foreach ($s as $i => $o) { var_dump($i, $o->n, $s->getInfo()); $s->setInfo("set$i"); }
var_dump($s[$a], $s[$b]);
$s->detach($a);
var_dump(count($s), $s->contains($a));
try { $s[$a]; } catch (UnexpectedValueException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$t = new SplObjectStorage; $t[$a] = 1; $t[$b] = 2;
var_dump($s->addAll($t), $s->removeAll($t), count($s));
$s->addAll($t); $u = new SplObjectStorage; $u->attach($b);
var_dump($s->removeAllExcept($u), $s->contains($b));
unset($s[$b]); var_dump(count($s));

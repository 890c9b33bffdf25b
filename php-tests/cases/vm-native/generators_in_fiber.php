<?php
function producer() { for ($i = 0; $i < 3; $i++) { $x = Fiber::suspend($i); yield $i * $x; } }
$f = new Fiber(function () { $sum = 0; foreach (producer() as $v) $sum += $v; return $sum; });
$v = $f->start();
while (!$f->isTerminated()) $v = $f->resume(10);
echo $f->getReturn(), "\n";

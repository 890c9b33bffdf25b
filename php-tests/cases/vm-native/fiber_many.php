<?php
$fibers = [];
for ($i = 0; $i < 100; $i++) {
    $fibers[$i] = new Fiber(function ($n) { $s = 0; for ($k = 0; $k < 3; $k++) { $s += Fiber::suspend($n); } return $s; });
    $fibers[$i]->start($i);
}
for ($round = 0; $round < 3; $round++) foreach ($fibers as $f) $f->resume(1);
$total = 0;
foreach ($fibers as $f) $total += $f->getReturn();
echo $total, "\n";

<?php
// nested frameless calls inside a fiber, then a suspension
function fact($n) { return $n <= 1 ? 1 : $n * fact($n - 1); }
function sum($n) { if ($n == 0) return 0; return $n + sum($n - 1); }
function fl($n) { return $n < 2 ? 1.5 : fl($n - 1) * 1.01; }
$f = new Fiber(function () { $r = fact(10) + sum(100); Fiber::suspend($r); return fl(3); });
echo $f->start(), "\n";
$f->resume();
echo $f->getReturn(), "\n";

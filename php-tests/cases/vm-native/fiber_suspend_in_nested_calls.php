<?php
function deep($n) { if ($n == 0) return Fiber::suspend('bottom'); return deep($n - 1) + 1; }
$f = new Fiber(fn() => deep(50));
echo $f->start(), "\n";
$f->resume(100);
echo $f->getReturn(), "\n";

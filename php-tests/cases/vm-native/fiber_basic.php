<?php
$fiber = new Fiber(function (string $x): string {
    echo "started with $x\n";
    $y = Fiber::suspend('first');
    echo "resumed with $y\n";
    $z = Fiber::suspend('second');
    echo "resumed with $z\n";
    return "done";
});
$v = $fiber->start('arg');
echo "suspended: $v\n";
$v = $fiber->resume('r1');
echo "suspended: $v\n";
$v = $fiber->resume('r2');
var_dump($v, $fiber->getReturn(), $fiber->isTerminated());

<?php
$outer = new Fiber(function () {
    $inner = new Fiber(function () {
        echo "inner start\n";
        Fiber::suspend('inner-1');
        echo "inner end\n";
        return 'inner-ret';
    });
    echo "outer got ", $inner->start(), "\n";
    $x = Fiber::suspend('outer-1');
    echo "outer resumed with $x\n";
    $inner->resume();
    return $inner->getReturn();
});
echo "main got ", $outer->start(), "\n";
$outer->resume('M');
echo "outer returned ", $outer->getReturn(), "\n";

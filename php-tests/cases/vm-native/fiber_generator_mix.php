<?php
function gen() { $x = yield 1; echo "gen got $x\n"; yield 2; }
$f = new Fiber(function () {
    $g = gen();
    echo $g->current(), "\n";
    Fiber::suspend();
    echo $g->send("sent"), "\n";
});
$f->start();
echo "between\n";
$f->resume();

<?php
function logger() {
    while (true) {
        $msg = yield;
        if ($msg === null) break;
        echo "log: $msg\n";
    }
    return "closed";
}
$g = logger();
$g->current();
$g->send("one");
$g->send("two");
$g->send(null);
echo $g->getReturn(), "\n";
function acc() { $total = 0; while (true) { $x = yield $total; $total += $x; } }
$a = acc();
echo $a->current(), " ", $a->send(5), " ", $a->send(10), "\n";

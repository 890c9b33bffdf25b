<?php
// Cyclic arrays made in a long loop are collected by the automatic runs: memory stays flat.
function make() {
    $a = range(1, 20);
    $a[] = &$a;
    $b = ['pad' => str_repeat('x', 100)];
    $b['self'] = &$b;
}
for ($i = 0; $i < 20000; $i++) {
    make();
}
$before = memory_get_usage();
for ($i = 0; $i < 100000; $i++) {
    make();
}
$after = memory_get_usage();
var_dump($after - $before < 1000000);
$s = gc_status();
var_dump($s['runs'] > 0, $s['collected'] > 100000);

// the same through a reference left in an outer array
$before = memory_get_usage();
for ($i = 0; $i < 50000; $i++) {
    $x = [[$i]];
    $x[0][] = &$x[0];
    unset($x);
}
$after = memory_get_usage();
var_dump($after - $before < 1000000);

var_dump(gc_collect_cycles() < 10001);
var_dump(gc_status()['roots']);

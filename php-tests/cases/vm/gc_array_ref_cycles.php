<?php
// Cycles made of arrays and reference cells only (no object): php counts the arrays freed,
// not the references.
$a = [];
$a[] = &$a;
unset($a);
var_dump(gc_collect_cycles());

$a = [[]];
$a[0][0] = &$a[0];
var_dump(gc_collect_cycles());
unset($a);
var_dump(gc_collect_cycles());

// detached by assignment and by rebinding
$a = [];
$a[0] = &$a;
$a[1] = [];
$a[1][0] = &$a[1];
$a = 1;
var_dump(gc_collect_cycles());
$a = [];
$a[0] = &$a;
$a[1] = [];
$a[1][0] = &$a[1];
$b = 1;
$a = &$b;
var_dump(gc_collect_cycles());
unset($a, $b);

// the last holder from outside is a copy of the array, not the reference
$c = [];
$c[0] = &$c;
$c[1] = 'x';
$d = $c;
unset($c);
var_dump(gc_collect_cycles());
unset($d);
var_dump(gc_collect_cycles());

// many cycles at once, a chain through two arrays
$list = [];
for ($i = 0; $i < 500; $i++) {
    $list[$i] = [[]];
    $list[$i][0] = &$list[$i];
}
var_dump(gc_collect_cycles());
unset($list);
var_dump(gc_collect_cycles());
$p = ['q' => []];
$p['q']['p'] = &$p;
unset($p);
var_dump(gc_collect_cycles());

// by-reference parameters and foreach by reference
function selfref(&$x) { $x[] = &$x; }
$e = [1];
selfref($e);
unset($e);
var_dump(gc_collect_cycles());
$f = [[1], [2], [3]];
foreach ($f as &$v) {
    $v[] = &$v;
}
unset($v);
var_dump(gc_collect_cycles());
unset($f);
var_dump(gc_collect_cycles());

// what is still reachable stays intact
$keep = [1, 2];
$keep[] = &$keep;
var_dump(gc_collect_cycles());
var_dump(count($keep), $keep[1], count($keep[2]));
$s = gc_status();
var_dump($s['runs'], $s['collected'], $s['threshold']);

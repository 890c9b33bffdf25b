<?php
// SplObjectStorage with many objects: lookups stay right through appends, detaches,
// removeAllExcept, clones and re-attaching (and stay fast: rphp keeps an id index)
$s = new SplObjectStorage;
$objs = [];
for ($i = 0; $i < 3000; $i++) {
    $o = new stdClass;
    $o->n = $i;
    $objs[] = $o;
    $s[$o] = $i * 2;
}
var_dump(count($s), $s[$objs[1234]], isset($s[$objs[2999]]), isset($s[new stdClass]));
for ($i = 0; $i < 3000; $i += 3) {
    unset($s[$objs[$i]]);
}
var_dump(count($s), isset($s[$objs[3]]), isset($s[$objs[4]]), $s[$objs[2998]]);
$s[$objs[3]] = 'back';
$s[$objs[4]] = 'updated';
var_dump(count($s), $s[$objs[3]], $s[$objs[4]]);
$keep = new SplObjectStorage;
$keep[$objs[4]] = null;
$keep[$objs[5]] = null;
$keep[$objs[6]] = null;
$c = clone $s;
var_dump($s->removeAllExcept($keep), isset($s[$objs[5]]), isset($s[$objs[6]]), $s[$objs[4]]);
var_dump(count($c), $c[$objs[3]], isset($c[$objs[6]]));
$s[$objs[7]] = 7;
$i = 0;
foreach ($s as $k => $o) {
    echo $k, ':', $o->n, '=', var_export($s[$o], true), "\n";
}
$u = unserialize(serialize($s));
var_dump(count($u));
foreach ($u as $o) {
    echo $o->n, ' ', var_export($u[$o], true), "\n";
}

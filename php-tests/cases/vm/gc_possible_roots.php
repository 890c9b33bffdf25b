<?php
// Which releases make an object a possible root of the cycle collector, and when the
// collector runs by itself (php's buffer of possible roots and its threshold).
function status($label) {
    $s = gc_status();
    echo $label, ": runs=", $s['runs'], " collected=", $s['collected'], "\n";
}

// objects made and stored once are no roots: no run however many there are
$json = json_encode(array_fill(0, 30000, ['a' => 1, 'b' => ['c' => 2]]));
$decoded = json_decode($json);
status("decoded");
$list = [];
for ($i = 0; $i < 25000; $i++) {
    $list[] = new stdClass;
}
status("stored");

// walking them (builtins given them as arguments, json_encode) buffers nothing
echo strlen(json_encode($decoded)), "\n";
$n = 0;
foreach ($list as $o) {
    $n += count(get_object_vars($o));
}
echo $n, "\n";
unset($o);
status("walked");
var_dump(gc_collect_cycles());

// cycles dropped in a loop are collected by automatic runs
class Node { public $self; public $data; }
for ($i = 0; $i < 28000; $i++) {
    $x = new Node;
    $x->self = $x;
    $x->data = [$i];
}
unset($x);
status("cycles");
var_dump(gc_collect_cycles() > 0);
status("explicit");

// a cycle through a by-reference closure capture and one through an array in a cell
$fn = function () use (&$fn) { return 1; };
unset($fn);
$a = [];
$a[] = &$a;
unset($a);
var_dump(gc_collect_cycles());

// the object held by a reference cell that loses a holder
$obj = new Node;
$obj->self = &$obj;
$r = &$obj;
unset($r);
unset($obj);
var_dump(gc_collect_cycles());
status("end");

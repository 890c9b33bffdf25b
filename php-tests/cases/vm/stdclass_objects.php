<?php
$o = new stdClass;
$o->name = "obj";
$o->list = [1, 2];
echo $o->name, count($o->list), "\n";
var_dump($o);
$a = (array)$o;
print_r($a);
$b = (object)['x' => 1, 'y' => 2];
echo $b->x + $b->y, "\n";
echo $o->missing ?? 'no prop', "\n";
echo $o->missing2, "|\n";
$n = null;
echo $n->prop ?? 'nullsafe-ish', "\n";
echo $n?->prop, "|\n";

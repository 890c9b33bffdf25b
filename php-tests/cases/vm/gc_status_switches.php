<?php
var_dump(gc_enabled());
echo ini_get('zend.enable_gc'), "\n";
gc_disable();
var_dump(gc_enabled());
echo ini_get('zend.enable_gc'), "\n";
// collecting by hand still works while disabled
$a = new stdClass; $a->self = $a; unset($a);
var_dump(gc_collect_cycles());
gc_enable();
var_dump(gc_enabled());
ini_set('zend.enable_gc', '0');
var_dump(gc_enabled());
ini_set('zend.enable_gc', '1');
var_dump(gc_enabled());
$s = gc_status();
var_dump(array_keys($s));
var_dump($s['runs'], $s['collected'], $s['threshold'], $s['running'], $s['protected'], $s['full']);
// the collector runs by itself when enough possible roots are buffered
class Node { public $self; }
for ($i = 0; $i < 25000; $i++) {
    $o = new Node; $o->self = $o;
}
unset($o);
$s = gc_status();
var_dump($s['runs'] >= 2, $s['collected'] >= 19000, $s['threshold']);
var_dump(gc_collect_cycles() > 0);
var_dump(gc_collect_cycles());

<?php
class C { public $data = []; function &add() { return $this->data[]; } function &get($k) { return $this->data[$k]; } }
$c = new C;
$r = &$c->add(); $r = 5;
$s = &$c->get('k'); $s = 7;
var_dump($c->data);
function &g(array &$a) { return $a[]; }
$arr = [];
$x = &g($arr); $x = 'z';
var_dump($arr);
$a = []; $b = null;
$a[$u] += 1;
var_dump($a);

<?php
class Plain { public $a = 1; }
$p = new Plain;
$p->b = 2;
$p->b = 3;
var_dump($p);
$n = 'c';
$p->$n = 4;
$p->{'d e'} = 5;
var_dump(get_object_vars($p));
unset($p->b);
var_dump(isset($p->b));
$p->b = 6;
$s = new stdClass;
$s->x = 1;
var_dump($s);
#[AllowDynamicProperties]
class Dyn { }
$d = new Dyn;
$d->q = 1;
var_dump($d);
class DynChild extends Dyn {}
$dc = new DynChild;
$dc->z = 2;
var_dump($dc);
class Magic { public function __set($k, $v) { echo "__set $k\n"; } }
$m = new Magic;
$m->x = 1;
class SubStd extends stdClass {}
$ss = new SubStd;
$ss->y = 1;
var_dump($ss);
$arr = ['k' => 1];
$o = (object)$arr;
$o->k2 = 2;
var_dump($o);
class Ro { public function __construct() { $this->dyn = 1; } }
var_dump(new Ro);

<?php
$o = new stdClass;
var_dump(serialize($o));
$o->b = 2;
$o->a = 1;
$o->{'0'} = 'zero';
$o->{'with space'} = true;
var_dump(serialize($o));
$c = (object) ['x' => 1, 2 => 'two'];
var_dump(serialize($c));
#[AllowDynamicProperties]
class D { public $fixed = 1; }
$d = new D;
$d->extra = 'e';
var_dump(serialize($d));

<?php
$o = new stdClass;
$o->x = 1;
var_dump(serialize([$o, $o, $o]));
$p = new stdClass;
$p->self = $p;
var_dump(serialize($p));
$q = new stdClass;
$q->list = [$o, $p];
$q->again = $o;
var_dump(serialize($q));
$arr = [$o, &$o];
var_dump(serialize($arr));

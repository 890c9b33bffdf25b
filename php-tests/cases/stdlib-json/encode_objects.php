<?php
// stdClass objects: their properties in order, nested objects, (object) casts.
$o = new stdClass;
var_dump(json_encode($o));
$o->name = "x";
$o->n = 1;
$o->list = [1, 2];
$o->child = new stdClass;
$o->child->deep = true;
var_dump(json_encode($o));
var_dump(json_encode((object)['a' => 1, 'b' => [1, 2]]));
var_dump(json_encode((object)[1, 2, 3]));
var_dump(json_encode((object)[]));
var_dump(json_encode([(object)['x' => null], (object)[]]));
$e = new stdClass;
$e->{''} = 'empty name';
$e->{'a b'} = 'space';
$e->{'"q"'} = 'quote';
var_dump(json_encode($e));
$shared = new stdClass;
$shared->v = 1;
// The same object twice is not recursion.
var_dump(json_encode([$shared, $shared, ['again' => $shared]]));
var_dump(json_encode($o, JSON_PRETTY_PRINT));

<?php
// (array), var_export and json_encode of an ArrayObject see the table of the
// ArrayObject it wraps whatever that one's flags say, and one wrapping itself its own
// properties (no endless recursion)

$a = new ArrayObject([1, 2, 3], ArrayObject::STD_PROP_LIST);
$a->prop = 'a';
$b = new ArrayObject($a, 0);
$b->prop = 'b';
var_dump((array) $b);
$c = new ArrayObject($a);
$c->prop = 'c';
var_dump((array) $c);

#[AllowDynamicProperties]
class S extends ArrayObject { public $p = 1; protected $q = 2; }
$s = new S();
$s->exchangeArray($s);
var_dump((array) $s);
var_export($s); echo "\n";
$o = new ArrayObject($s);
var_dump((array) $o);
echo json_encode($o), "\n";

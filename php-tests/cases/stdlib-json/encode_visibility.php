<?php
// json_encode shows an object's public properties only: declared, dynamic, inherited,
// of plain classes, of classes with protected/private properties, and of Throwables.
class P { public $a = 1; protected $b = 2; private $c = 3; }
class C extends P { public $d = 4; protected $e = 5; }
#[AllowDynamicProperties]
class D { public $x = 1; }
class Q { private $p = 1; public $q = 2; }
$d = new D; $d->y = 2; $d->{'0'} = 3;
$s = new stdClass; $s->a = 1; $s->{'b c'} = [1, 2]; $s->{''} = 'empty';
$o = (object)['k' => 1, 2 => 'two'];
echo json_encode([new P, new C, $d, new Q, $s, $o]), "\n";
$e = new Exception("m", 3);
$e->dyn = 1;
echo json_encode($e), "\n";
echo json_encode([(object)[], (object)["a" => new P]], JSON_PRETTY_PRINT), "\n";
echo json_encode((array) new P === [] ? 1 : array_map('strlen', array_keys((array) new P))), "\n";

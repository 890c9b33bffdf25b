<?php
class P { public $a = 1; protected $b = 2; private $c = 3; }
class C extends P { private $c = 4; public $d; protected $e = [1]; }
function show($s) { echo str_replace("\0", '\0', $s), "\n"; }
show(serialize(new P));
show(serialize(new C));
$o = new C;
$o->d = new P;
show(serialize($o));
show(serialize([new P, new C]));

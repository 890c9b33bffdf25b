<?php
class P { public $a; public $b; public function __construct($a, $b = null) { $this->a = $a; $this->b = $b; } }
class Q { public $a; public $b; public function __construct($a, $b = null) { $this->a = $a; $this->b = $b; } }
$x = new P(1); $y = new P(1); $z = new P(2); $q = new Q(1);
var_dump($x == $y, $x === $y, $x != $z, $x == $q, $x === $x, $x <=> $z, $z <=> $x, $x <=> $y, $x < $z);
var_dump(new P('1') == new P(1), new P(null) == new P(false), new P([1]) == new P([1]), new P(new P(1)) == new P(new P(1)));
$u = new P(1, 'x'); $v = new P(2, 'a');
var_dump($u < $v, $u > $v, $u <=> $v);
$dyn1 = new stdClass; $dyn1->a = 1;
$dyn2 = new stdClass; $dyn2->b = 1;
var_dump($dyn1 == $dyn2, $dyn1 <=> $dyn2, $dyn2 <=> $dyn1);
$d3 = new stdClass; $d3->a = 1; $d3->b = 2;
var_dump($dyn1 <=> $d3, $d3 <=> $dyn1, $dyn1 < $d3);
var_dump($x == 1, $x == true, $x == null, $x == [], $x == 'P');
var_dump(new ArrayObject([1]) == new ArrayObject([1]), new ArrayObject([1]) == new ArrayObject([2]));
$f1 = fn() => 1; $f2 = fn() => 1;
var_dump($f1 == $f2, $f1 == $f1);
var_dump(in_array(new P(1), [$y]), in_array(new P(1), [$y], true), array_search($z, [$x, $y, $z]));
$r1 = new P(null); $r1->a = $r1;
$r2 = new P(null); $r2->a = $r2;
try { var_dump($r1 == $r2); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($r1 == $r1);
var_dump(new DateTime('2020-01-01') < new DateTime('2021-01-01'));

<?php
class Pt {
    public $x = 1; protected $y = 2; private $z = 3;
    public static function __set_state(array $a) { $p = new self; $p->x = $a['x'] * 10; return $p; }
}
$p = new Pt;
var_export($p); echo "\n";
$code = var_export($p, true);
var_dump($code);
$q = eval("return $code;");
var_dump($q);
$s = new stdClass; $s->a = 1; $s->{'b c'} = [1, 'x' => null]; $s->n = new stdClass;
var_export($s); echo "\n";
var_export([1.0, 0.1, -0.0, true, null, "q'uote\\", PHP_INT_MIN]); echo "\n";
class NoState { public $v = 5; }
$code2 = var_export(new NoState, true);
echo $code2, "\n";
try { eval("return $code2;"); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
enum E: int { case A = 1; }
var_export([E::A, 'k' => E::A]); echo "\n";
$r = new stdClass; $r->self = $r;
var_export($r); echo "\n";

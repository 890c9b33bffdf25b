<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
class P { public $a = 1; protected $b = [2]; private $c = 'x'; public ?P $child = null; }
enum Suit: string { case Hearts = 'H'; }
$p = new P; $p->child = new P;
var_export($p); echo "\n";
$o = new stdClass; $o->x = [1, 'k' => new stdClass]; $o->{'1'} = 'num'; $o->{'a b'} = "q'uote";
var_export($o); echo "\n";
var_export(['a' => ['b' => ['c' => []]], 5 => null, -1 => false, "x\0y" => "a\\b'c", Suit::Hearts]); echo "\n";
var_export((object) []); echo "\n";
var_dump(var_export("multi\nline", true));
var_export(PHP_INT_MIN); echo "\n";
var_export("\0\r\n\t"); echo "\n";
$r = [1]; $r[] = &$r; 
var_export([1, [2, [3]]]); echo "\n";
$self = new stdClass; $self->me = $self;
var_export($self); echo "\n";
var_export(function () {}); echo "\n";

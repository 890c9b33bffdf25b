<?php
class A { public $a = [1,2,3]; private $p = [5];
  function f() { array_push($this->p, 6); var_dump(array_pop($this->p), end($this->p)); sort($this->a); return $this->p; } }
$o = new A;
var_dump(reset($o->a));
array_push($o->a, 4);
var_dump($o->a, $o->f());
$st = new stdClass; $st->list = [3,1]; sort($st->list); var_dump($st->list);
class S { public static $list = [2, 1]; public $nested = ['k' => [9, 8]]; }
sort(S::$list); var_dump(S::$list);
$s = new S; sort($s->nested['k']); var_dump($s->nested);
$n = null; var_dump(strlen($s?->nested['k'][0] ?? ''));

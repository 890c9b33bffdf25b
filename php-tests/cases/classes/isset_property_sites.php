<?php
class A { public $a = 1; public $n = null; private $p = 2; protected $q = 3; public int $t;
  function chk() { $r = []; for ($i = 0; $i < 2; $i++) { $r[] = [isset($this->a), isset($this->n), isset($this->p), isset($this->q), isset($this->t), isset($this->zz), empty($this->a), empty($this->n)]; } return $r; } }
class M { public $v = 1; function __isset($n) { echo "__isset($n)\n"; return true; } function __get($n) { return 5; } }
$a = new A; var_dump($a->chk());
for ($i = 0; $i < 2; $i++) { var_dump(isset($a->a), isset($a->p), isset($a->q), isset($a->n), empty($a->p)); }
$m = new M;
function t($o) { return [isset($o->v), empty($o->v)]; }
for ($i = 0; $i < 3; $i++) { var_dump(t($m)); if ($i == 0) unset($m->v); if ($i == 1) $m->v = null; }
foreach ([new A, new M, new stdClass, null, "str"] as $o) { var_dump(isset($o->a), isset($o->v)); }
class H { public int $h { get => 7; } }
$h = new H; for ($i = 0; $i < 2; $i++) var_dump(isset($h->h));

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
class P { public $a = 1; protected $b = 2; private $c = 3; public $d = [1, 2]; public $o; function q() { return http_build_query($this); } }
class Q extends P { public $e = 'five'; function r() { return http_build_query($this); } }
$p = new P; $p->o = new P; $p->dyn = "x y";
var_dump(http_build_query($p), $p->q(), http_build_query(['obj' => $p]), http_build_query(new stdClass), http_build_query((object) ['k' => 'v', 'n' => [1]]));
$q = new Q; var_dump(http_build_query($q), $q->r(), $q->q());

<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = [1, 2]; $a[2] = &$a[0]; echo serialize($a), "\n";
$x = 1; $b = [&$x, &$x, $x]; echo serialize($b), "\n";
$o = new stdClass; $o->p = 1; $o->q = &$o->p; echo serialize($o), "\n";
$o2 = new stdClass; $c = [$o2, $o2, [$o2]]; echo serialize($c), "\n";
$inner = ['v' => 1]; $d = ['a' => &$inner, 'b' => &$inner]; echo serialize($d), "\n";
$s = new stdClass; $s->me = $s; echo serialize($s), "\n";
$r = []; $r['self'] = &$r; echo serialize($r), "\n";
$u = unserialize(serialize($a)); $u[0] = 99; var_dump($u);
$u = unserialize(serialize($c)); var_dump($u[0] === $u[1], $u[0] === $u[2][0]);
$u = unserialize(serialize($o)); $u->p = 5; var_dump($u);
$u = unserialize(serialize($d)); $u['a']['v'] = 7; var_dump($u);
$u = unserialize(serialize($s)); var_dump($u->me === $u);

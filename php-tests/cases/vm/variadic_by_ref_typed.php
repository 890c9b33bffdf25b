<?php
// A typed by-reference variadic parameter keeps its references (the coerced value goes
// into the caller's variable).
function h(&...$v) { $v[0] = 1; }
$a = 0; h($a); var_dump($a);
function h2(int &...$v) { $v[0] = 2; $v[1] = 'two'; }
$b = '5'; h2($a, $b); var_dump($a, $b);
function h3(mixed &...$v) { foreach ($v as $i => &$x) { $x = "set$i"; } }
$c = null; $d = 1; h3($c, $d); var_dump($c, $d);
function h4(string $p, float &...$v) { foreach ($v as &$x) { $x *= 2; } return $p; }
$e = 3; $f = '1.5'; var_dump(h4('p', $e, $f), $e, $f);
function h5(?int &...$v) { var_dump($v); }
$g = null; $k = '7'; h5($g, $k); var_dump($k);
try { h2($a, $b, $c); } catch (TypeError $t) { echo $t->getMessage(), "\n"; }

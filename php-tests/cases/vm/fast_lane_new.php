<?php
// `new` of plain classes in loops (the dispatch loop's fast lane): handles reused in
// php's order, destructors at the right op, constructors, arguments evaluated without one
class P { public $a = 1; public $b = [1, 2]; }
class Q { public $n; function __construct($n) { $this->n = $n; } }
class R { public static $made = 0; function __destruct() { echo "R dtor\n"; } }
class C { public $self; function __construct() { $this->self = $this; } }
abstract class Abs {}
interface I {}
function arg($s) { echo "arg $s\n"; return $s; }
for ($i = 0; $i < 4; $i++) {
    $p = new P;
    $q = new Q($i);
    echo spl_object_id($p), ' ', spl_object_id($q), ' ', $q->n, "\n";
}
var_dump($p, $q);
for ($i = 0; $i < 3; $i++) {
    $r = new R;
    echo "made $i\n";
}
unset($r);
for ($i = 0; $i < 2; $i++) { $x = new P(arg("p$i")); }
$objs = [];
for ($i = 0; $i < 3; $i++) { $objs[] = new P; $objs[$i]->a = $i; }
echo json_encode($objs), "\n";
for ($i = 0; $i < 20000; $i++) { $c = new C; }
echo "cycles made\n";
var_dump(gc_collect_cycles() >= 0);
foreach (['Abs', 'I'] as $k) {
    try { for ($i = 0; $i < 2; $i++) { new $k; } } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { for ($i = 0; $i < 2; $i++) { $e = new Abs; } } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a = new P; $b = new P; $a->a = 5;
var_dump($a == $b, $a->b === $b->b);
echo "end\n";
